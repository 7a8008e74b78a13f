import Foundation

public let CKErrorDomain = "CKErrorDomain"

/// CloudKit's error (`CKErrorDomain`). `catch CKError.notAuthenticated` matches by code.
public struct CKError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case internalError = 1
        case partialFailure = 2
        case networkUnavailable = 3
        case networkFailure = 4
        case badContainer = 5
        case serviceUnavailable = 6
        case requestRateLimited = 7
        case missingEntitlement = 8
        case notAuthenticated = 9
        case permissionFailure = 10
        case unknownItem = 11
        case invalidArguments = 12
        case resultsTruncated = 13
        case serverRecordChanged = 14
        case serverRejectedRequest = 15
        case assetFileNotFound = 16
        case assetFileModified = 17
        case incompatibleVersion = 18
        case constraintViolation = 19
        case operationCancelled = 20
        case changeTokenExpired = 21
        case batchRequestFailed = 22
        case zoneBusy = 23
        case badDatabase = 24
        case quotaExceeded = 25
        case zoneNotFound = 26
        case limitExceeded = 27
        case userDeletedZone = 28
        case tooManyParticipants = 29
        case alreadyShared = 30
        case referenceViolation = 31
        case managedAccountRestricted = 32
        case participantMayNeedVerification = 33
        case serverResponseLost = 34
        case assetNotAvailable = 35
        case accountTemporarilyUnavailable = 36
    }

    public let code: Code
    public let userInfo: [String: String]

    public init(_ code: Code, userInfo: [String: String] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }

    public static var errorDomain: String { CKErrorDomain }
    public static var notAuthenticated: Code { .notAuthenticated }
    public static var networkUnavailable: Code { .networkUnavailable }
    public static var unknownItem: Code { .unknownItem }
    public static var serverRecordChanged: Code { .serverRecordChanged }
    public static var partialFailure: Code { .partialFailure }
    public static var quotaExceeded: Code { .quotaExceeded }

    /// Seconds to wait before retrying, when CloudKit said; never on Linux.
    public var retryAfterSeconds: Double? { nil }
}

/// Matches an error against a code: `catch CKError.notAuthenticated`.
public func ~= (code: CKError.Code, error: any Error) -> Bool {
    (error as? CKError)?.code == code
}
