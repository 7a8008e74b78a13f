import Foundation
import SwiftData
import Testing

/// A container of its own for each test: in memory only, so tests never see each
/// other's models.
func makeContainer(_ types: any PersistentModel.Type...) throws -> ModelContainer {
    try ModelContainer(for: Schema(types), configurations: ModelConfiguration(isStoredInMemoryOnly: true))
}

@Suite("SwiftData: inserting, saving and fetching")
struct ModelContextFetchTests {
    @Test("Models inserted and saved are fetched with #Predicate and SortDescriptor")
    func insertSaveFetch() throws {
        // Given three trips inserted and saved
        let context = ModelContext(try makeContainer(Trip.self))
        context.insert(Trip(name: "Porto", budget: 300))
        context.insert(Trip(name: "Lisbon", budget: 900))
        context.insert(Trip(name: "Faro", budget: 150))
        try context.save()

        // When fetching those over 200, by name
        let descriptor = FetchDescriptor<Trip>(predicate: #Predicate { $0.budget > 200 }, sortBy: [SortDescriptor(\.name)])
        let trips = try context.fetch(descriptor)

        // Then the matching trips come in order
        #expect(trips.map(\.name) == ["Lisbon", "Porto"])
    }

    @Test("A reverse sort, and ties kept in the order the models were saved")
    func sortOrders() throws {
        // Given trips with equal budgets
        let context = ModelContext(try makeContainer(Trip.self))
        for (name, budget) in [("A", 1), ("B", 2), ("C", 2), ("D", 1)] {
            context.insert(Trip(name: name, budget: budget))
        }
        try context.save()

        // When sorting by budget, highest first
        let trips = try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.budget, order: .reverse)]))

        // Then equal budgets keep the saved order
        #expect(trips.map(\.name) == ["B", "C", "A", "D"])
    }

    @Test("Limit and offset page through the sorted results; the count follows them")
    func limitAndOffset() throws {
        // Given five trips
        let context = ModelContext(try makeContainer(Trip.self))
        for name in ["e", "a", "d", "b", "c"] {
            context.insert(Trip(name: name))
        }
        try context.save()

        // When asking for the second page of two
        var descriptor = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])
        descriptor.fetchOffset = 2
        descriptor.fetchLimit = 2

        // Then the third and fourth come, and the count agrees
        #expect(try context.fetch(descriptor).map(\.name) == ["c", "d"])
        #expect(try context.fetchCount(descriptor) == 2)
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 5)
    }

    @Test("Unsaved inserts are fetched unless pending changes are left out")
    func pendingChanges() throws {
        // Given one saved trip and one only inserted
        let context = ModelContext(try makeContainer(Trip.self))
        context.insert(Trip(name: "Saved"))
        try context.save()
        context.insert(Trip(name: "Pending"))

        // When fetching with and without pending changes
        var savedOnly = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])
        savedOnly.includePendingChanges = false

        // Then only the default includes the pending one
        #expect(try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])).map(\.name) == ["Pending", "Saved"])
        #expect(try context.fetch(savedOnly).map(\.name) == ["Saved"])
    }

    @Test("Without pending changes, the predicate reads the saved values, not the edited ones")
    func savedValuesOnly() throws {
        // Given a saved trip renamed without saving
        let context = ModelContext(try makeContainer(Trip.self))
        let trip = Trip(name: "Before")
        context.insert(trip)
        try context.save()
        trip.name = "After"

        // When filtering on the name, with and without pending changes
        var savedOnly = FetchDescriptor<Trip>(predicate: #Predicate { $0.name == "Before" })
        savedOnly.includePendingChanges = false
        let pending = FetchDescriptor<Trip>(predicate: #Predicate { $0.name == "Before" })

        // Then only the saved view still matches, and it gives the context's instance
        #expect(try context.fetch(savedOnly).first === trip)
        #expect(try context.fetch(pending).isEmpty)
    }

    @Test("Identifiers are fetched; sorting them with pending changes throws, as on iOS")
    func identifiers() throws {
        // Given two saved trips
        let context = ModelContext(try makeContainer(Trip.self))
        let first = Trip(name: "One")
        let second = Trip(name: "Two")
        context.insert(first)
        context.insert(second)
        try context.save()

        // When fetching identifiers
        var sorted = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name, order: .reverse)])
        sorted.includePendingChanges = false

        // Then they are the models' own, and a sorted fetch with pending changes throws
        #expect(try context.fetchIdentifiers(sorted) == [second.persistentModelID, first.persistentModelID])
        #expect(throws: SwiftDataError.sortingPendingChangesWithIdentifiers) {
            try context.fetchIdentifiers(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]))
        }
    }

    @Test("A model type outside the container's schema cannot be fetched")
    func unknownModel() throws {
        let context = ModelContext(try makeContainer(Trip.self))
        #expect(throws: SwiftDataError.unknownSchema) { try context.fetch(FetchDescriptor<Shelf>()) }
    }

    @Test("delete(model:where:) deletes the matching models at once for fetches")
    func deleteWhere() throws {
        // Given three trips
        let context = ModelContext(try makeContainer(Trip.self))
        for (name, budget) in [("Cheap", 10), ("Dear", 1000), ("Mid", 100)] {
            context.insert(Trip(name: name, budget: budget))
        }
        try context.save()

        // When deleting those under 500
        try context.delete(model: Trip.self, where: #Predicate { $0.budget < 500 })

        // Then only the dear one is left, before and after saving
        #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Dear"])
        try context.save()
        #expect(try ModelContext(context.container).fetch(FetchDescriptor<Trip>()).map(\.name) == ["Dear"])
    }
}

@Suite("SwiftData: changes, rollback and identity")
struct ModelContextChangeTests {
    @Test("hasChanges follows inserts, edits and saves; a model knows its context")
    func hasChanges() throws {
        // Given a new context
        let context = ModelContext(try makeContainer(Trip.self))
        let trip = Trip(name: "Rome")
        #expect(!context.hasChanges && trip.modelContext == nil)

        // When inserting, saving, then editing
        context.insert(trip)
        #expect(context.hasChanges && trip.hasChanges && trip.modelContext === context)
        try context.save()
        #expect(!context.hasChanges && !trip.hasChanges)
        trip.budget = 50

        // Then the edit is a change of that model
        #expect(context.hasChanges && trip.hasChanges)
        #expect(context.changedModelsArray.count == 1)
    }

    @Test("rollback drops inserts and puts saved values back")
    func rollback() throws {
        // Given a saved trip, then an edit and a new insert
        let context = ModelContext(try makeContainer(Trip.self))
        let saved = Trip(name: "Oslo", budget: 10)
        context.insert(saved)
        try context.save()
        saved.budget = 99
        let dropped = Trip(name: "Bergen")
        context.insert(dropped)

        // When rolling back
        context.rollback()

        // Then the edit is undone, the insert gone, and nothing is pending
        #expect(saved.budget == 10)
        #expect(dropped.modelContext == nil)
        #expect(!context.hasChanges)
        #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Oslo"])
    }

    @Test("rollback undoes a delete")
    func rollbackDelete() throws {
        // Given a saved trip deleted without saving
        let context = ModelContext(try makeContainer(Trip.self))
        let trip = Trip(name: "Kept")
        context.insert(trip)
        try context.save()
        context.delete(trip)
        #expect(trip.isDeleted && context.deletedModelsArray.count == 1)

        // When rolling back
        context.rollback()

        // Then it is fetched again
        #expect(!trip.isDeleted)
        #expect(try context.fetch(FetchDescriptor<Trip>()).first === trip)
    }

    @Test("A model's identifier is permanent from its insert; the context finds it by it")
    func identity() throws {
        // Given a trip inserted into a context
        let container = try makeContainer(Trip.self)
        let context = ModelContext(container)
        let trip = Trip(name: "Nice")
        let temporary = trip.persistentModelID
        context.insert(trip)
        let inserted = trip.persistentModelID

        // When saving
        try context.save()

        // Then the identifier changed once, at the insert, and leads back to the model
        #expect(temporary != inserted && temporary.storeIdentifier == nil && inserted.storeIdentifier != nil)
        #expect(trip.persistentModelID == inserted && trip.id == inserted)
        #expect(inserted.entityName == "Trip")
        #expect(context.model(for: inserted) as? Trip === trip)
        #expect(context.registeredModel(for: inserted) as Trip? === trip)
        #expect(ModelContext(container).registeredModel(for: inserted) as Trip? == nil)
        #expect(try JSONDecoder().decode(PersistentIdentifier.self, from: JSONEncoder().encode(inserted)) == inserted)
    }

    @Test("Another context has its own instances with the saved values, not unsaved edits")
    func contextsAreSeparate() throws {
        // Given a trip saved in one context and then edited there without saving
        let container = try makeContainer(Trip.self)
        let first = ModelContext(container)
        let trip = Trip(name: "Madrid", budget: 5)
        first.insert(trip)
        try first.save()
        trip.budget = 500

        // When another context fetches it
        let second = ModelContext(container)
        let fetched = try #require(try second.fetch(FetchDescriptor<Trip>()).first)

        // Then it is another instance, same identity, saved value
        #expect(fetched !== trip)
        #expect(fetched.persistentModelID == trip.persistentModelID)
        #expect(fetched.budget == 5)
        #expect(second.model(for: trip.persistentModelID) as? Trip === fetched)
    }

    @Test("transaction saves what its block did; a block that throws saves nothing")
    func transaction() throws {
        struct Failure: Error {}
        // Given a context
        let context = ModelContext(try makeContainer(Trip.self))

        // When one transaction succeeds and one throws
        try context.transaction { context.insert(Trip(name: "Saved")) }
        #expect(throws: Failure.self) {
            try context.transaction {
                context.insert(Trip(name: "Thrown"))
                throw Failure()
            }
        }

        // Then only the first is in the store
        #expect(try ModelContext(context.container).fetch(FetchDescriptor<Trip>()).map(\.name) == ["Saved"])
    }

    @Test("@Transient properties are not stored: a fetched instance has their default")
    func transientProperties() throws {
        // Given a saved trip whose transient flag was set
        let container = try makeContainer(Trip.self)
        let context = ModelContext(container)
        let trip = Trip(name: "Vienna")
        trip.isExpanded = true
        context.insert(trip)
        try context.save()

        // When another context fetches it
        let fetched = try #require(try ModelContext(container).fetch(FetchDescriptor<Trip>()).first)

        // Then the flag is back to its default, and setting it is not a change
        #expect(!fetched.isExpanded)
        trip.isExpanded = false
        #expect(!context.hasChanges)
    }

    @Test("A unique attribute makes a second insert of its value update the saved model (upsert)")
    func uniqueUpsert() throws {
        // Given a saved trip named Lisbon
        let container = try makeContainer(Trip.self)
        let context = ModelContext(container)
        context.insert(Trip(name: "Lisbon", budget: 100))
        try context.save()

        // When inserting another Lisbon and saving
        let replacement = Trip(name: "Lisbon", budget: 250)
        context.insert(replacement)
        try context.save()

        // Then there is one Lisbon, with the new budget, and the new model is it
        let trips = try ModelContext(container).fetch(FetchDescriptor<Trip>())
        #expect(trips.count == 1)
        #expect(trips.first?.budget == 250)
        #expect(try context.fetch(FetchDescriptor<Trip>()).first === replacement)
    }

    @Test("Models with no value for a unique attribute do not collide; an optional value is merged like any other")
    func uniqueOptional() throws {
        // Given two badges without a code and one with, saved
        let container = try makeContainer(Badge.self)
        let context = ModelContext(container)
        context.insert(Badge(code: nil, label: "One"))
        context.insert(Badge(code: nil, label: "Two"))
        context.insert(Badge(code: "A", label: "Old"))
        try context.save()

        // When another badge with code A is saved
        context.insert(Badge(code: "A", label: "New"))
        try context.save()

        // Then both without a code remain, and A was updated
        let reader = ModelContext(container)
        let labels = try reader.fetch(FetchDescriptor<Badge>(sortBy: [SortDescriptor(\.label)])).map(\.label)
        #expect(labels == ["New", "One", "Two"])
    }

    @Test("Two inserts of one unique value in one save keep the later one")
    func uniqueWithinOneSave() throws {
        let context = ModelContext(try makeContainer(Trip.self))
        context.insert(Trip(name: "Bern", budget: 1))
        let later = Trip(name: "Bern", budget: 2)
        context.insert(later)
        try context.save()
        let trips = try ModelContext(context.container).fetch(FetchDescriptor<Trip>())
        #expect(trips.map(\.budget) == [2])
    }

    @Test("Renaming a saved model onto another's unique value throws instead of merging them")
    func uniqueConflictOnChange() throws {
        // Given two saved trips
        let context = ModelContext(try makeContainer(Trip.self))
        let first = Trip(name: "A")
        context.insert(first)
        context.insert(Trip(name: "B"))
        try context.save()

        // When renaming one to the other's name
        first.name = "B"

        // Then the save throws
        #expect(throws: SwiftDataError.self) { try context.save() }
    }

    @Test("Observers of a model hear of changes to its persisted properties")
    func observation() throws {
        // Given a trip whose name is being observed
        let trip = Trip(name: "Before")
        let changed = Flag()
        withObservationTracking { _ = trip.name } onChange: { changed.set() }

        // When the name changes
        trip.name = "After"

        // Then the observer was told
        #expect(changed.isSet)
    }

    @Test("A configuration that does not allow saving makes save throw")
    func saveNotAllowed() throws {
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true, allowsSave: false))
        let context = ModelContext(container)
        context.insert(Trip(name: "Nope"))
        #expect(throws: SwiftDataError.self) { try context.save() }
    }
}

@Suite("SwiftData: containers and configurations")
struct ModelContainerTests {
    @Test("A stored configuration keeps its models for the process: a second container on its file sees them, one in memory only does not")
    func storedConfigurationIsShared() throws {
        // Given a trip saved through a container on a named store
        let name = "trips-\(UUID().uuidString)"
        let first = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(name))
        let context = ModelContext(first)
        context.insert(Trip(name: "Kept"))
        try context.save()

        // When other containers open the same name, stored and in memory only
        let second = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(name))
        let inMemory = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(name, isStoredInMemoryOnly: true))

        // Then the stored one sees the trip, the one in memory only starts empty
        #expect(try ModelContext(second).fetch(FetchDescriptor<Trip>()).map(\.name) == ["Kept"])
        #expect(try ModelContext(inMemory).fetchCount(FetchDescriptor<Trip>()) == 0)
        #expect(second.configurations.first?.url.lastPathComponent == name + ".store")
    }

    @Test("deleteAllData empties the store")
    func deleteAllData() throws {
        let container = try makeContainer(Trip.self)
        let context = ModelContext(container)
        context.insert(Trip(name: "Gone"))
        try context.save()
        container.deleteAllData()
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Trip>()) == 0)
    }

    @Test("Configurations the container cannot honour are refused when it is made")
    func refusedConfigurations() {
        // A configuration whose schema has a model the container's lacks
        #expect(throws: SwiftDataError.configurationSchemaNotFoundInContainerSchema) {
            try ModelContainer(for: Schema([Trip.self]), configurations: ModelConfiguration(schema: Schema([Shelf.self]), isStoredInMemoryOnly: true))
        }
        // Two stores for one container
        #expect(throws: SwiftDataError.loadIssueModelContainer) {
            try ModelContainer(for: Trip.self, configurations: ModelConfiguration("one"), ModelConfiguration("two"))
        }
    }

    @Test("A save tells observers which models it inserted, changed and deleted")
    func didSaveNotification() throws {
        // Given a saved trip, then an edit, an insert and a delete
        let context = ModelContext(try makeContainer(Trip.self))
        let edited = Trip(name: "Edited")
        let deleted = Trip(name: "Deleted")
        context.insert(edited)
        context.insert(deleted)
        try context.save()
        edited.budget = 1
        context.delete(deleted)
        let inserted = Trip(name: "Inserted")
        context.insert(inserted)
        let received = Box<[String: [PersistentIdentifier]]>()
        let observer = NotificationCenter.default.addObserver(forName: ModelContext.didSave, object: context, queue: nil) { notification in
            received.value = notification.userInfo as? [String: [PersistentIdentifier]]
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        // When saving
        try context.save()

        // Then the notification names each
        #expect(received.value?[ModelContext.NotificationKey.insertedIdentifiers.rawValue] == [inserted.persistentModelID])
        #expect(received.value?[ModelContext.NotificationKey.updatedIdentifiers.rawValue] == [edited.persistentModelID])
        #expect(received.value?[ModelContext.NotificationKey.deletedIdentifiers.rawValue] == [deleted.persistentModelID])
    }
}

final class Flag: @unchecked Sendable {
    private(set) var isSet = false
    func set() { isSet = true }
}
