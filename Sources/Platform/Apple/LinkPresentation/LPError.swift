import Foundation

public let LPErrorDomain = "LPErrorDomain"

/// LinkPresentation's error (`LPErrorDomain`).
public struct LPError: Error, Hashable, Sendable, CustomNSError {
    public enum Code: Int, Sendable {
        case unknown = 1
        case metadataFetchFailed = 2
        case metadataFetchCancelled = 3
        case metadataFetchTimedOut = 4
        case metadataFetchNotAllowed = 5
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { LPErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static var unknown: Code { .unknown }
    public static var metadataFetchFailed: Code { .metadataFetchFailed }
    public static var metadataFetchCancelled: Code { .metadataFetchCancelled }
    public static var metadataFetchTimedOut: Code { .metadataFetchTimedOut }
    public static var metadataFetchNotAllowed: Code { .metadataFetchNotAllowed }
}
