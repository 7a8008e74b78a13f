import Foundation

/// How severe an event or breadcrumb is.
public enum SentryLevel: UInt, Sendable, CustomStringConvertible {
    case none = 0
    case debug = 1
    case info = 2
    case warning = 3
    case error = 4
    case fatal = 5

    public var description: String {
        ["none", "debug", "info", "warning", "error", "fatal"][Int(rawValue)]
    }
}

/// Whether the app crashed the last time it ran. Nothing crashes here: once started, `.didNotCrash`.
public enum SentryLastRunStatus: Int, Sendable, CustomStringConvertible {
    case unknown = 0
    case didNotCrash = 1
    case didCrash = 2

    public var description: String {
        switch self {
        case .unknown: "unknown"
        case .didNotCrash: "didNotCrash"
        case .didCrash: "didCrash"
        }
    }
}
