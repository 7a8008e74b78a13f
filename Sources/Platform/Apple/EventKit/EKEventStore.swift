import Foundation

/// The person's calendars and reminders. Linux has none and never asks the person:
/// access stays `.notDetermined`, as on a device where the app has not asked yet;
/// requests are refused (false, no error); there are no calendars and nothing to fetch;
/// saving or removing throws `EKError(.eventStoreNotAuthorized)`. Completion handlers
/// are called on a background queue, as on iOS.
open class EKEventStore: NSObject {
    public override init() {
        super.init()
    }

    /// `.notDetermined`: the person was never asked on Linux.
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus {
        .notDetermined
    }

    /// False: there is no one to grant access.
    open func requestFullAccessToEvents() async throws -> Bool { false }
    /// False: there is no one to grant access.
    open func requestWriteOnlyAccessToEvents() async throws -> Bool { false }
    /// False: there is no one to grant access.
    open func requestFullAccessToReminders() async throws -> Bool { false }
    /// False: there is no one to grant access.
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool { false }

    open func requestFullAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        refuse(completion)
    }

    open func requestWriteOnlyAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        refuse(completion)
    }

    open func requestFullAccessToReminders(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        refuse(completion)
    }

    open func requestAccess(to entityType: EKEntityType, completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        refuse(completion)
    }

    private func refuse(_ completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        DispatchQueue.global().async { completion(false, nil) }
    }

    open var eventStoreIdentifier: String { "" }

    /// No accounts: the device has none set up here.
    open var sources: [EKSource] { [] }
    open func source(withIdentifier identifier: String) -> EKSource? { nil }

    /// No calendars.
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
    open func calendar(withIdentifier identifier: String) -> EKCalendar? { nil }
    open var defaultCalendarForNewEvents: EKCalendar? { nil }
    open func defaultCalendarForNewReminders() -> EKCalendar? { nil }

    open func event(withIdentifier identifier: String) -> EKEvent? { nil }
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? { nil }
    /// No items: nothing is stored on Linux.
    open func calendarItems(withExternalIdentifier externalIdentifier: String) -> [EKCalendarItem] { [] }

    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: false)
    }

    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: false)
    }

    open func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?,
                                              calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: false)
    }

    open func predicateForCompletedReminders(withCompletionDateStarting startDate: Date?, ending endDate: Date?,
                                             calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: false)
    }

    /// No events.
    open func events(matching predicate: NSPredicate) -> [EKEvent] { [] }

    /// Calls `completion` with no reminders; returns a token for `cancelFetchRequest(_:)`.
    @discardableResult
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping @Sendable ([EKReminder]?) -> Void) -> Any {
        DispatchQueue.global().async { completion([]) }
        return UUID()
    }

    open func cancelFetchRequest(_ fetchIdentifier: Any) {}

    /// Throws `EKError(.eventStoreNotAuthorized)`.
    open func save(_ event: EKEvent, span: EKSpan) throws {
        throw EKError(.eventStoreNotAuthorized)
    }

    /// Throws `EKError(.eventStoreNotAuthorized)`.
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        throw EKError(.eventStoreNotAuthorized)
    }

    /// Throws `EKError(.eventStoreNotAuthorized)`.
    open func remove(_ event: EKEvent, span: EKSpan) throws {
        throw EKError(.eventStoreNotAuthorized)
    }

    /// Throws `EKError(.eventStoreNotAuthorized)`.
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        throw EKError(.eventStoreNotAuthorized)
    }

    /// Throws `EKError(.eventStoreNotAuthorized)`.
    open func save(_ reminder: EKReminder, commit: Bool) throws {
        throw EKError(.eventStoreNotAuthorized)
    }

    /// Throws `EKError(.eventStoreNotAuthorized)`.
    open func remove(_ reminder: EKReminder, commit: Bool) throws {
        throw EKError(.eventStoreNotAuthorized)
    }

    /// Throws `EKError(.eventStoreNotAuthorized)`.
    open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        throw EKError(.eventStoreNotAuthorized)
    }

    /// Throws `EKError(.eventStoreNotAuthorized)`.
    open func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        throw EKError(.eventStoreNotAuthorized)
    }

    /// Nothing to commit: nothing was saved.
    open func commit() throws {}
    open func reset() {}
    open func refreshSourcesIfNecessary() {}
}

/// What an access request reports: whether access was granted, and any error.
public typealias EKEventStoreRequestAccessCompletionHandler = @Sendable (Bool, (any Error)?) -> Void

extension NSNotification.Name {
    /// Posted when the calendar database changes; on Linux it never does.
    public static let EKEventStoreChanged = NSNotification.Name("EKEventStoreChangedNotification")
}
