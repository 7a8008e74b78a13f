import Foundation

/// Sentry's structured logs. Sent nowhere from Linux.
public final class SentryLogger: NSObject, @unchecked Sendable {
    static let shared = SentryLogger()

    public func trace(_ body: String) {}
    public func trace(_ body: String, attributes: [String: Any]) {}
    public func debug(_ body: String) {}
    public func debug(_ body: String, attributes: [String: Any]) {}
    public func info(_ body: String) {}
    public func info(_ body: String, attributes: [String: Any]) {}
    public func warn(_ body: String) {}
    public func warn(_ body: String, attributes: [String: Any]) {}
    public func error(_ body: String) {}
    public func error(_ body: String, attributes: [String: Any]) {}
    public func fatal(_ body: String) {}
    public func fatal(_ body: String, attributes: [String: Any]) {}
}
