import Foundation

/// How much Firebase logs.
public enum FirebaseLoggerLevel: Int, Sendable {
    case error = 3
    case warning = 4
    case notice = 5
    case info = 6
    case debug = 7

    public static var min: FirebaseLoggerLevel { .error }
    public static var max: FirebaseLoggerLevel { .debug }
}

/// Firebase's global settings. Firebase logs nothing on Linux; the level is kept.
public final class FirebaseConfiguration: NSObject, @unchecked Sendable {
    public static let shared = FirebaseConfiguration()
    private let lock = NSLock()
    private var level: FirebaseLoggerLevel = .notice

    public func setLoggerLevel(_ loggerLevel: FirebaseLoggerLevel) {
        lock.withLock { level = loggerLevel }
    }

    public func loggerLevel() -> FirebaseLoggerLevel {
        lock.withLock { level }
    }
}
