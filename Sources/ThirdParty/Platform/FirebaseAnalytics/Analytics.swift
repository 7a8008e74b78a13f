import Foundation

/// Google Analytics for Firebase. Nothing is sent from Linux. The events an app logs
/// are kept in memory, so a test can read them back with `_loggedEvents`.
public final class Analytics: NSObject {
    /// An event as the app logged it. Not Firebase API: what a test reads.
    public struct _LoggedEvent: @unchecked Sendable {
        public let name: String
        public let parameters: [String: Any]?
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var events: [_LoggedEvent] = []
    nonisolated(unsafe) private static var collectionEnabled = true
    nonisolated(unsafe) private static var userProperties: [String: String] = [:]
    nonisolated(unsafe) private static var userID: String?
    nonisolated(unsafe) private static var defaultParameters: [String: Any] = [:]

    private override init() {
        super.init()
    }

    public static func logEvent(_ name: String, parameters: [String: Any]?) {
        lock.withLock {
            guard collectionEnabled else { return }
            events.append(_LoggedEvent(name: name, parameters: parameters))
        }
    }

    public static func setUserProperty(_ value: String?, forName name: String) {
        lock.withLock { userProperties[name] = value }
    }

    public static func setUserID(_ userID: String?) {
        lock.withLock { self.userID = userID }
    }

    public static func setAnalyticsCollectionEnabled(_ analyticsCollectionEnabled: Bool) {
        lock.withLock { collectionEnabled = analyticsCollectionEnabled }
    }

    public static func setSessionTimeoutInterval(_ sessionTimeoutInterval: TimeInterval) {}

    /// Fails as Analytics does with collection off: there is no session on Linux.
    public static func sessionID(completion: @escaping @Sendable (Int64, (any Error)?) -> Void) {
        DispatchQueue.global().async {
            completion(0, NSError(domain: "com.google.analytics", code: 1, userInfo: [NSLocalizedDescriptionKey: "Analytics is unavailable on Linux"]))
        }
    }

    public static func sessionID() async throws -> Int64 {
        throw NSError(domain: "com.google.analytics", code: 1, userInfo: [NSLocalizedDescriptionKey: "Analytics is unavailable on Linux"])
    }

    /// No app instance ID: nothing has registered with Analytics.
    public static func appInstanceID() -> String? {
        nil
    }

    public static func resetAnalyticsData() {
        lock.withLock {
            events.removeAll()
            userProperties.removeAll()
            userID = nil
            defaultParameters.removeAll()
        }
    }

    /// Adds to the parameters every event gets; `nil` clears them, `NSNull()` one of them.
    public static func setDefaultEventParameters(_ parameters: [String: Any]?) {
        lock.withLock {
            guard let parameters else { return defaultParameters.removeAll() }
            for (key, value) in parameters {
                defaultParameters[key] = value is NSNull ? nil : value
            }
        }
    }

    /// Not Firebase API: the events logged since the last `_reset()`, oldest first.
    public static var _loggedEvents: [_LoggedEvent] {
        lock.withLock { events }
    }

    /// Not Firebase API: the user properties and ID the app set.
    public static var _userProperties: [String: String] {
        lock.withLock { userProperties }
    }

    public static var _userID: String? {
        lock.withLock { userID }
    }

    /// Not Firebase API: forgets what was logged and set, and turns collection back on.
    public static func _reset() {
        resetAnalyticsData()
        lock.withLock { collectionEnabled = true }
    }
}
