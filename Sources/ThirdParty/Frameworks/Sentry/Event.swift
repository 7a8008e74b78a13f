import Foundation

/// A message of an event, with its parameters.
public final class SentryMessage: NSObject, @unchecked Sendable {
    public let formatted: String
    public var message: String?
    public var params: [String]?

    public init(formatted: String) {
        self.formatted = formatted
        super.init()
    }
}

/// An error, a message or an exception to report, with what the scope adds.
public final class Event: NSObject, @unchecked Sendable {
    public var eventId = SentryId()
    public var message: SentryMessage?
    public var error: (any Error)?
    public var timestamp: Date? = Date()
    public var startTimestamp: Date?
    public var level: SentryLevel
    public var platform = "cocoa"
    public var logger: String?
    public var serverName: String?
    public var releaseName: String?
    public var dist: String?
    public var environment: String?
    public var transaction: String?
    public var type: String?
    public var tags: [String: String]?
    public var extra: [String: Any]?
    public var sdk: [String: Any]?
    public var modules: [String: String]?
    public var fingerprint: [String]?
    public var user: User?
    public var context: [String: [String: Any]]?
    public var breadcrumbs: [Breadcrumb]?

    public override init() {
        level = .none
        super.init()
    }

    public init(level: SentryLevel) {
        self.level = level
        super.init()
    }

    public init(error: any Error) {
        level = .error
        self.error = error
        super.init()
    }
}
