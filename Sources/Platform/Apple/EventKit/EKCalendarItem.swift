import Foundation

/// What events and reminders share: a title, a calendar, notes, alarms and recurrence.
open class EKCalendarItem: EKObject {
    open var calendar: EKCalendar!
    open var title: String!
    open var location: String?
    open var notes: String?
    open var url: URL?
    open var timeZone: TimeZone?
    open private(set) var calendarItemIdentifier = UUID().uuidString
    open private(set) var calendarItemExternalIdentifier: String!
    open private(set) var creationDate: Date?
    open private(set) var lastModifiedDate: Date?
    open var alarms: [EKAlarm]?
    open var recurrenceRules: [EKRecurrenceRule]?

    open var hasNotes: Bool { !(notes ?? "").isEmpty }
    open var hasAlarms: Bool { !(alarms ?? []).isEmpty }
    open var hasRecurrenceRules: Bool { !(recurrenceRules ?? []).isEmpty }
    open var hasAttendees: Bool { false }

    open func addAlarm(_ alarm: EKAlarm) {
        alarms = (alarms ?? []) + [alarm]
    }

    open func removeAlarm(_ alarm: EKAlarm) {
        alarms?.removeAll { $0 === alarm }
    }

    open func addRecurrenceRule(_ rule: EKRecurrenceRule) {
        recurrenceRules = (recurrenceRules ?? []) + [rule]
    }

    open func removeRecurrenceRule(_ rule: EKRecurrenceRule) {
        recurrenceRules?.removeAll { $0 === rule }
    }
}

/// An event of a calendar.
open class EKEvent: EKCalendarItem {
    open var startDate: Date!
    open var endDate: Date!
    open var isAllDay = false
    open var availability: EKEventAvailability = .busy
    open private(set) var status: EKEventStatus = .none
    /// Nil until saved, which Linux never does.
    open private(set) var eventIdentifier: String?
    open var occurrenceDate: Date! { startDate }
    open var isDetached: Bool { false }

    public init(eventStore: EKEventStore) {
        super.init()
    }

    /// Orders events by start date.
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        guard let start = startDate, let otherStart = other.startDate else { return .orderedSame }
        return start == otherStart ? .orderedSame : start < otherStart ? .orderedAscending : .orderedDescending
    }
}

/// A reminder of a list.
open class EKReminder: EKCalendarItem {
    open var startDateComponents: DateComponents?
    open var dueDateComponents: DateComponents?
    /// 0 none, 1 highest … 9 lowest.
    open var priority: Int = 0
    /// Setting it sets `completionDate` to now, or clears it.
    open var isCompleted: Bool {
        get { completionDate != nil }
        set { completionDate = newValue ? (completionDate ?? Date()) : nil }
    }
    open var completionDate: Date?

    public init(eventStore: EKEventStore) {
        super.init()
    }
}
