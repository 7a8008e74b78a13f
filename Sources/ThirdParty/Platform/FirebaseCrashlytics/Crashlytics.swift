import Foundation

/// Firebase Crashlytics. Nothing is reported from Linux: there are never unsent
/// reports, and no crash happened before. What the app records is kept in memory, so a
/// test can read it back (`_recordedErrors`, `_logs`, `_customValues`).
public final class Crashlytics: NSObject, @unchecked Sendable {
    private static let shared = Crashlytics()
    private let lock = NSLock()
    private var errors: [(error: any Error, userInfo: [String: Any]?)] = []
    private var logs: [String] = []
    private var customValues: [String: Any] = [:]
    private var userID: String?
    private var collectionEnabled = true

    private override init() {
        super.init()
    }

    public static func crashlytics() -> Crashlytics {
        shared
    }

    public func log(_ msg: String) {
        lock.withLock { logs.append(msg) }
    }

    public func log(format: String, arguments args: CVaListPointer) {
        log(NSString(format: format, arguments: args) as String)
    }

    public func setCustomValue(_ value: Any?, forKey key: String) {
        lock.withLock { customValues[key] = value }
    }

    public func setCustomKeysAndValues(_ keysAndValues: [AnyHashable: Any]) {
        lock.withLock {
            for (key, value) in keysAndValues {
                if let key = key.base as? String { customValues[key] = value }
            }
        }
    }

    public func setUserID(_ userID: String?) {
        lock.withLock { self.userID = userID }
    }

    public func record(error: any Error) {
        record(error: error, userInfo: nil)
    }

    public func record(error: any Error, userInfo: [String: Any]?) {
        lock.withLock { errors.append((error, userInfo)) }
    }

    public func record(exceptionModel: ExceptionModel) {
        record(error: NSError(domain: exceptionModel.name, code: 0, userInfo: [NSLocalizedDescriptionKey: exceptionModel.reason]))
    }

    public func didCrashDuringPreviousExecution() -> Bool {
        false
    }

    public func setCrashlyticsCollectionEnabled(_ enabled: Bool) {
        lock.withLock { collectionEnabled = enabled }
    }

    public func isCrashlyticsCollectionEnabled() -> Bool {
        lock.withLock { collectionEnabled }
    }

    /// There are never unsent reports: nothing crashed here.
    public func checkForUnsentReports(completion: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.main.async { completion(false) }
    }

    public func checkForUnsentReports() async -> Bool {
        false
    }

    public func checkAndUpdateUnsentReports(completion: @escaping @Sendable (CrashlyticsReport?) -> Void) {
        DispatchQueue.main.async { completion(nil) }
    }

    public func checkAndUpdateUnsentReports() async -> CrashlyticsReport? {
        nil
    }

    public func sendUnsentReports() {}

    public func deleteUnsentReports() {}

    /// Not Firebase API: the errors recorded since the last `_reset()`, oldest first.
    public var _recordedErrors: [any Error] {
        lock.withLock { errors.map(\.error) }
    }

    /// Not Firebase API: the messages logged since the last `_reset()`.
    public var _logs: [String] {
        lock.withLock { logs }
    }

    /// Not Firebase API: the custom keys and the user ID set.
    public var _customValues: [String: Any] {
        lock.withLock { customValues }
    }

    public var _userID: String? {
        lock.withLock { userID }
    }

    /// Not Firebase API: forgets what was recorded and set.
    public func _reset() {
        lock.withLock {
            errors.removeAll()
            logs.removeAll()
            customValues.removeAll()
            userID = nil
            collectionEnabled = true
        }
    }
}

/// A report waiting to be sent. None ever waits on Linux.
public final class CrashlyticsReport: NSObject {
    public let reportID: String
    public let dateCreated: Date
    public let hasCrash: Bool

    init(reportID: String, dateCreated: Date, hasCrash: Bool) {
        self.reportID = reportID
        self.dateCreated = dateCreated
        self.hasCrash = hasCrash
        super.init()
    }

    public func log(_ msg: String) {}
    public func setCustomValue(_ value: Any?, forKey key: String) {}
    public func setCustomKeysAndValues(_ keysAndValues: [AnyHashable: Any]) {}
    public func setUserID(_ userID: String?) {}
}

/// An exception of the app's own (from another language's runtime, say), to record.
public final class ExceptionModel: NSObject {
    let name: String
    let reason: String
    public var stackTrace: [StackFrame] = []

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
        super.init()
    }
}

/// A frame of an exception's stack.
public final class StackFrame: NSObject {
    let symbol: String?
    let file: String?
    let line: Int?
    let address: UInt?

    public init(symbol: String, file: String, line: Int) {
        self.symbol = symbol
        self.file = file
        self.line = line
        address = nil
        super.init()
    }

    private init(address: UInt) {
        symbol = nil
        file = nil
        line = nil
        self.address = address
        super.init()
    }

    public static func stackFrame(withAddress address: UInt) -> StackFrame {
        StackFrame(address: address)
    }
}
