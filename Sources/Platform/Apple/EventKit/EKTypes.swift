/// Events or reminders.
public enum EKEntityType: UInt, Sendable {
    case event = 0
    case reminder = 1
}

/// A set of entity types.
public struct EKEntityMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let event = EKEntityMask(rawValue: 1 << 0)
    public static let reminder = EKEntityMask(rawValue: 1 << 1)
}

/// The app's access to events or reminders, with iOS 17's full and write-only access.
public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case fullAccess = 3
    case writeOnly = 4

    @available(*, deprecated, renamed: "fullAccess")
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

/// Which occurrences of a recurring event a change applies to.
public enum EKSpan: Int, Sendable {
    case thisEvent = 0
    case futureEvents = 1
}

/// How an event shows the person's time.
public enum EKEventAvailability: Int, Sendable {
    case notSupported = -1
    case busy = 0
    case free = 1
    case tentative = 2
    case unavailable = 3
}

public enum EKEventStatus: Int, Sendable {
    case none = 0
    case confirmed = 1
    case tentative = 2
    case canceled = 3
}

/// What kind of account a calendar belongs to.
public enum EKCalendarType: Int, Sendable {
    case local = 0
    case calDAV = 1
    case exchange = 2
    case subscription = 3
    case birthday = 4
}

/// Days of the week, Sunday first, as `DateComponents.weekday` counts them.
public enum EKWeekday: Int, Sendable {
    case sunday = 1, monday, tuesday, wednesday, thursday, friday, saturday
}

public enum EKRecurrenceFrequency: Int, Sendable {
    case daily = 0
    case weekly = 1
    case monthly = 2
    case yearly = 3
}

public enum EKAlarmProximity: Int, Sendable {
    case none = 0
    case enter = 1
    case leave = 2
}
