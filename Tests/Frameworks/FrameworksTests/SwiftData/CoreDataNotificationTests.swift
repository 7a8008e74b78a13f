import Foundation
import SwiftData
import Testing

@Suite("SwiftData: Core Data's notification names")
struct CoreDataNotificationTests {
    @Test("A SwiftData file names Core Data's notifications as iOS spells them")
    func namesAsOnIOS() {
        #expect(NSNotification.Name.NSPersistentStoreRemoteChange.rawValue == "NSPersistentStoreRemoteChangeNotification")
        #expect(NSNotification.Name.NSManagedObjectContextDidSave.rawValue == "NSManagedObjectContextDidSaveNotification")
    }

    @Test("Saving the in-memory store posts no remote change: there is no other process or CloudKit")
    func savingPostsNoRemoteChange() throws {
        // Given an observer of remote changes
        let heard = Flag()
        let observer = NotificationCenter.default.addObserver(forName: .NSPersistentStoreRemoteChange, object: nil, queue: nil) { _ in heard.set() }
        defer { NotificationCenter.default.removeObserver(observer) }
        let context = ModelContext(try makeContainer(Trip.self))

        // When a trip is saved
        context.insert(Trip(name: "Porto", budget: 300))
        try context.save()

        // Then nothing was heard
        #expect(!heard.isSet)
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 1)
    }
}
