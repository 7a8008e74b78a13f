import Foundation

public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, denied = 1, authorized = 2, provisional = 3, ephemeral = 4
}

public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0, disabled = 1, enabled = 2
}

public enum UNAlertStyle: Int, Sendable {
    case none = 0, banner = 1, alert = 2
}

public enum UNShowPreviewsSetting: Int, Sendable {
    case always = 0, whenAuthenticated = 1, never = 2
}

public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    @available(*, deprecated, message: "Use list and banner")
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// What the app may show. On Linux nothing is shown: every setting is `.notSupported`.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    public var soundSetting: UNNotificationSetting { .notSupported }
    public var badgeSetting: UNNotificationSetting { .notSupported }
    public var alertSetting: UNNotificationSetting { .notSupported }
    public var notificationCenterSetting: UNNotificationSetting { .notSupported }
    public var lockScreenSetting: UNNotificationSetting { .notSupported }
    public var carPlaySetting: UNNotificationSetting { .notSupported }
    public var criticalAlertSetting: UNNotificationSetting { .notSupported }
    public var timeSensitiveSetting: UNNotificationSetting { .notSupported }
    public var scheduledDeliverySetting: UNNotificationSetting { .notSupported }
    public var directMessagesSetting: UNNotificationSetting { .notSupported }
    public var announcementSetting: UNNotificationSetting { .notSupported }
    public var alertStyle: UNAlertStyle { .none }
    public var showPreviewsSetting: UNShowPreviewsSetting { .never }
    public var providesAppNotificationSettings: Bool { false }

    init(authorizationStatus: UNAuthorizationStatus) {
        self.authorizationStatus = authorizationStatus
        super.init()
    }
}

public let UNErrorDomain = "UNErrorDomain"

/// UserNotifications' error.
public struct UNError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100
        case attachmentUnrecognizedType = 101
        case attachmentInvalidFileSize = 102
        case attachmentNotInDataStore = 103
        case attachmentMoveIntoDataStoreFailed = 104
        case attachmentCorrupt = 105
        case notificationInvalidNoDate = 1400
        case notificationInvalidNoContent = 1401
        case contentProvidingObjectNotAllowed = 1500
        case contentProvidingInvalid = 1501
        case badgeInputInvalid = 1600
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { UNErrorDomain }
}
