import EventKit
import Foundation
import Testing

/// The event store answers as a device whose person was never asked: no access, no
/// calendars, nothing saved.
struct EventStoreTests {
    @Test func accessIsNotDeterminedAndRequestsAreRefused() async throws {
        #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
        #expect(EKEventStore.authorizationStatus(for: .reminder) == .notDetermined)
        let store = EKEventStore()
        #expect(try await store.requestFullAccessToEvents() == false)
        #expect(try await store.requestWriteOnlyAccessToEvents() == false)
        #expect(try await store.requestFullAccessToReminders() == false)
        #expect(try await store.requestAccess(to: .event) == false)
    }

    @Test func completionHandlersAreRefusedWithoutAnError() async {
        let store = EKEventStore()
        let (granted, failed) = await withCheckedContinuation { continuation in
            store.requestAccess(to: .reminder) { granted, error in
                continuation.resume(returning: (granted, error != nil))
            }
        }
        #expect(!granted)
        #expect(!failed)
        let fullAccess = await withCheckedContinuation { continuation in
            store.requestFullAccessToReminders { granted, _ in continuation.resume(returning: granted) }
        }
        #expect(!fullAccess)
    }

    @Test func thereAreNoCalendarsOrReminders() async {
        let store = EKEventStore()
        #expect(store.calendars(for: .event).isEmpty)
        #expect(store.calendars(for: .reminder).isEmpty)
        #expect(store.defaultCalendarForNewReminders() == nil)
        #expect(store.defaultCalendarForNewEvents == nil)
        let week = store.predicateForEvents(withStart: Date(), end: Date().addingTimeInterval(7 * 86_400), calendars: nil)
        #expect(store.events(matching: week).isEmpty)

        let predicate = store.predicateForReminders(in: nil)
        let count: Int? = await withCheckedContinuation { continuation in
            store.fetchReminders(matching: predicate) { reminders in
                continuation.resume(returning: reminders?.count)
            }
        }
        #expect(count == 0)
    }

    @Test func savingAndRemovingNeedAccess() throws {
        let store = EKEventStore()
        let event = EKEvent(eventStore: store)
        event.title = "Standup"
        event.startDate = Date()
        event.endDate = Date().addingTimeInterval(900)
        #expect(throws: EKError(.eventStoreNotAuthorized)) { try store.save(event, span: .thisEvent) }
        #expect(throws: EKError(.eventStoreNotAuthorized)) { try store.remove(event, span: .futureEvents, commit: true) }

        let reminder = EKReminder(eventStore: store)
        do {
            try store.save(reminder, commit: true)
            Issue.record("A reminder was saved without access")
        } catch {
            #expect((error as NSError).domain == EKErrorDomain)
            #expect((error as NSError).code == EKError.Code.eventStoreNotAuthorized.rawValue)
        }
        #expect(event.eventIdentifier == nil)
    }

    @Test func itemsKeepWhatTheAppSets() {
        let store = EKEventStore()
        let reminder = EKReminder(eventStore: store)
        reminder.title = "Buy milk"
        reminder.dueDateComponents = DateComponents(year: 2025, month: 1, day: 2)
        reminder.isCompleted = true
        #expect(reminder.completionDate != nil)
        reminder.isCompleted = false
        #expect(reminder.completionDate == nil)

        let alarm = EKAlarm(relativeOffset: -600)
        reminder.addAlarm(alarm)
        #expect(reminder.hasAlarms)
        reminder.removeAlarm(alarm)
        #expect(!reminder.hasAlarms)

        let rule = EKRecurrenceRule(recurrenceWith: .weekly, interval: 2, end: EKRecurrenceEnd(occurrenceCount: 5))
        reminder.addRecurrenceRule(rule)
        #expect(reminder.recurrenceRules?.first?.frequency == .weekly)
        #expect(reminder.recurrenceRules?.first?.interval == 2)
        #expect(reminder.recurrenceRules?.first?.recurrenceEnd?.occurrenceCount == 5)

        let calendar = EKCalendar(for: .reminder, eventStore: store)
        calendar.title = "Groceries"
        reminder.calendar = calendar
        #expect(reminder.calendar.allowedEntityTypes == .reminder)

        let early = EKEvent(eventStore: store), late = EKEvent(eventStore: store)
        early.startDate = Date(timeIntervalSince1970: 0)
        late.startDate = Date(timeIntervalSince1970: 60)
        #expect(early.compareStartDate(with: late) == .orderedAscending)
        #expect(EKAuthorizationStatus.fullAccess.rawValue == 3 && EKAuthorizationStatus.writeOnly.rawValue == 4)
    }
}

@Suite("EventKit's store as a device without access has it: look-ups")
struct EventStoreLookUpTests {
    @Test func anExternalIdentifierFindsNothingAndTheChangeNotificationIsNamed() {
        #expect(EKEventStore().calendarItems(withExternalIdentifier: "x-apple-reminder://1").isEmpty)
        #expect(NSNotification.Name.EKEventStoreChanged.rawValue == "EKEventStoreChangedNotification")
    }

    @Test("There are no accounts; a calendar an app makes takes the source it is given, as before saving on iOS")
    func sourcesAreNone() {
        // Given
        let store = EKEventStore()
        let calendar = EKCalendar(for: .reminder, eventStore: store)

        // When: the app picks a local source, or makes one when there is none
        calendar.source = store.sources.first { $0.sourceType == .local } ?? EKSource(sourceType: .local, title: "On My iPhone")

        // Then
        #expect(store.sources.isEmpty)
        #expect(calendar.source.sourceType == .local)
        #expect(calendar.source.calendars(for: .reminder).isEmpty)
    }
}
