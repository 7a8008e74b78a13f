import Foundation

/// What EventKit's records share: whether they changed since they were saved.
open class EKObject: NSObject {
    open var hasChanges: Bool { false }
    open var isNew: Bool { true }
    open func reset() {}
    open func rollback() {}
    open func refresh() -> Bool { false }
}

/// A calendar of events or a list of reminders.
open class EKCalendar: EKObject {
    open var title: String = ""
    /// The account the calendar belongs to; an app sets it before saving a new one.
    open var source: EKSource!
    open private(set) var calendarIdentifier = UUID().uuidString
    open private(set) var type: EKCalendarType = .local
    open var allowsContentModifications: Bool { true }
    open var isSubscribed: Bool { false }
    open var isImmutable: Bool { false }
    open private(set) var allowedEntityTypes: EKEntityMask

    /// A new calendar for `entityType`; it belongs to no account until saved, which
    /// Linux never does.
    public init(for entityType: EKEntityType, eventStore: EKEventStore) {
        allowedEntityTypes = entityType == .event ? .event : .reminder
        super.init()
    }
}

/// An alarm of an event or reminder: at a date, or an offset from its start.
open class EKAlarm: EKObject {
    open var absoluteDate: Date?
    open var relativeOffset: TimeInterval = 0
    open var proximity: EKAlarmProximity = .none

    public init(absoluteDate date: Date) {
        absoluteDate = date
        super.init()
    }

    public init(relativeOffset offset: TimeInterval) {
        relativeOffset = offset
        super.init()
    }
}
