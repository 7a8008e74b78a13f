import Foundation

public let RemoteConfigErrorDomain = "com.google.remoteconfig.ErrorDomain"
public let RemoteConfigUpdateErrorDomain = "com.google.remoteconfig.update.ErrorDomain"

/// Remote Config's errors. A fetch on Linux fails as on a device offline:
/// `.internalError`, with `URLError(.notConnectedToInternet)` underneath.
public struct RemoteConfigError: Error, Hashable, Sendable, CustomNSError {
    public enum Code: Int, Sendable {
        case unknown = 8001
        case throttled = 8002
        case internalError = 8003
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static var errorDomain: String { RemoteConfigErrorDomain }
    public var errorCode: Int { code.rawValue }

    public var errorUserInfo: [String: Any] {
        guard code == .internalError else { return [:] }
        return [
            NSLocalizedDescriptionKey: "Failed to fetch config: the device is offline.",
            NSUnderlyingErrorKey: URLError(.notConnectedToInternet),
        ]
    }

    public static var unknown: Code { .unknown }
    public static var throttled: Code { .throttled }
    public static var internalError: Code { .internalError }
}

/// Errors of the real-time update stream, which never connects on Linux.
public struct RemoteConfigUpdateError: Error, Hashable, Sendable, CustomNSError {
    public enum Code: Int, Sendable {
        case streamError = 8001
        case notFetched = 8002
        case messageInvalid = 8003
        case unavailable = 8004
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static var errorDomain: String { RemoteConfigUpdateErrorDomain }
    public var errorCode: Int { code.rawValue }
}
