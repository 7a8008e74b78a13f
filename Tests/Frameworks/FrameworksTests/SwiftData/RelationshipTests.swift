import Foundation
import SwiftData
import Testing

@Suite("SwiftData: relationships")
struct RelationshipTests {
    @Test("Setting one side of a relationship sets the other")
    func inverseFollows() throws {
        // Given a trip and a stop in a context
        let context = ModelContext(try makeContainer(Trip.self))
        let trip = Trip(name: "Alps")
        let stop = Stop(title: "Zermatt")
        context.insert(trip)

        // When the stop's trip is set
        stop.trip = trip

        // Then the trip lists the stop, and the stop joined the context
        #expect(trip.stops.map(\.title) == ["Zermatt"])
        #expect(stop.modelContext === context)

        // When the trip's stops get another one
        trip.stops.append(Stop(title: "Chamonix"))

        // Then that stop's trip is the trip
        #expect(trip.stops.last?.trip === trip)
    }

    @Test("Moving a model to another owner takes it out of the first")
    func moving() throws {
        let first = Trip(name: "First")
        let second = Trip(name: "Second")
        let stop = Stop(title: "Moved", trip: nil)
        stop.trip = first
        stop.trip = second
        #expect(first.stops.isEmpty)
        #expect(second.stops.map(\.title) == ["Moved"])

        // And through the to-many side
        first.stops = [stop]
        #expect(stop.trip === first)
        #expect(second.stops.isEmpty)
    }

    @Test("Models related in an initializer are inserted with the root, both sides set")
    func graphInsert() throws {
        // Given a trip and a stop made pointing at it, and an author made with books
        let context = ModelContext(try makeContainer(Trip.self, Author.self))
        let trip = Trip(name: "Coast")
        let stop = Stop(title: "Cadiz", trip: trip)
        let book = Book(title: "Essays")
        let author = Author(name: "Montaigne", books: [book])

        // When only the stop and the author are inserted
        context.insert(stop)
        context.insert(author)
        try context.save()

        // Then the trip and the book were inserted too, and the inverses are set
        #expect(trip.modelContext === context && book.modelContext === context)
        #expect(trip.stops.first === stop)
        #expect(book.author === author)
        #expect(try context.fetchCount(FetchDescriptor<Book>()) == 1)
    }

    @Test("Relationships are saved and fetched by another context as its own instances")
    func savedRelationships() throws {
        // Given a trip with two stops, saved
        let container = try makeContainer(Trip.self)
        let context = ModelContext(container)
        let trip = Trip(name: "Loire")
        trip.stops = [Stop(title: "Tours"), Stop(title: "Blois")]
        context.insert(trip)
        try context.save()

        // When another context fetches the stops
        let other = ModelContext(container)
        let stops = try other.fetch(FetchDescriptor<Stop>(sortBy: [SortDescriptor(\.title)]))

        // Then each leads to the same trip instance of that context
        #expect(stops.map(\.title) == ["Blois", "Tours"])
        let fetchedTrip = try #require(stops.first?.trip)
        #expect(fetchedTrip !== trip)
        #expect(stops.allSatisfy { $0.trip === fetchedTrip })
        #expect(Set(fetchedTrip.stops.map(\.title)) == ["Blois", "Tours"])
    }

    @Test("A predicate can follow a relationship")
    func predicateThroughRelationship() throws {
        let context = ModelContext(try makeContainer(Trip.self))
        let trip = Trip(name: "Andes")
        trip.stops = [Stop(title: "Cusco"), Stop(title: "Quito")]
        context.insert(trip)
        context.insert(Stop(title: "Alone"))
        try context.save()
        let onTrips = try context.fetch(FetchDescriptor<Stop>(predicate: #Predicate { $0.trip != nil }, sortBy: [SortDescriptor(\.title)]))
        #expect(onTrips.map(\.title) == ["Cusco", "Quito"])
    }

    @Test(".cascade deletes the related models with their owner")
    func cascade() throws {
        // Given a trip with stops, saved
        let container = try makeContainer(Trip.self)
        let context = ModelContext(container)
        let trip = Trip(name: "Islands")
        trip.stops = [Stop(title: "Hvar"), Stop(title: "Vis")]
        context.insert(trip)
        try context.save()

        // When the trip is deleted
        context.delete(trip)

        // Then its stops are deleted too, before and after the save
        #expect(try context.fetchCount(FetchDescriptor<Stop>()) == 0)
        try context.save()
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Stop>()) == 0)
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Trip>()) == 0)
    }

    @Test(".nullify (the default) takes the deleted model out of the other side")
    func nullify() throws {
        // Given an author with two books, an inverse SwiftData infers
        let container = try makeContainer(Author.self)
        let context = ModelContext(container)
        let first = Book(title: "First")
        let second = Book(title: "Second")
        let author = Author(name: "Writer", books: [first, second])
        context.insert(author)
        try context.save()

        // When one book is deleted, then the author
        context.delete(first)
        #expect(author.books?.map(\.title) == ["Second"])
        context.delete(author)
        try context.save()

        // Then the remaining book has no author, saved as such
        #expect(second.author == nil)
        let reader = ModelContext(container)
        let fetched = try reader.fetch(FetchDescriptor<Book>())
        #expect(fetched.map(\.title) == ["Second"])
        #expect(fetched.first?.author == nil)
    }

    @Test(".deny refuses to save the delete of a model that still has related models")
    func deny() throws {
        // Given a shelf with a gadget, saved
        let context = ModelContext(try makeContainer(Shelf.self))
        let shelf = Shelf(label: "Top")
        shelf.gadgets = [Gadget(name: "Radio")]
        context.insert(shelf)
        try context.save()

        // When the shelf is deleted
        context.delete(shelf)

        // Then the save throws, and a rollback keeps both
        #expect(throws: SwiftDataError.self) { try context.save() }
        context.rollback()
        #expect(try context.fetchCount(FetchDescriptor<Shelf>()) == 1)

        // When the gadget goes first, the shelf can go
        context.delete(shelf.gadgets[0])
        context.delete(shelf)
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Shelf>()) == 0)
    }

    @Test(".noAction leaves the related models as they are; saved, they point at nothing")
    func noAction() throws {
        // Given a folder with a document, saved
        let container = try makeContainer(Folder.self)
        let context = ModelContext(container)
        let folder = Folder(name: "Inbox")
        let document = Document(title: "Letter", folder: folder)
        context.insert(document)
        try context.save()

        // When the folder is deleted and saved
        context.delete(folder)
        try context.save()

        // Then the document remains, still holding the deleted folder here, and none when fetched anew
        #expect(document.folder === folder)
        let reader = ModelContext(container)
        let fetched = try reader.fetch(FetchDescriptor<Document>())
        #expect(fetched.map(\.title) == ["Letter"])
        #expect(fetched.first?.folder == nil)
        #expect(try reader.fetchCount(FetchDescriptor<Folder>()) == 0)
    }

    @Test("The schema lists the related models, with their delete rules and unique attributes")
    func schema() throws {
        // Given a schema made from Trip alone
        let schema = Schema([Trip.self])

        // Then it holds Stop too, and describes both
        #expect(schema.entities.map(\.name) == ["Trip", "Stop"])
        let trip = try #require(schema.entitiesByName["Trip"])
        #expect(trip.attributesByName["name"]?.isUnique == true)
        #expect(trip.attributesByName["startDate"]?.isOptional == true)
        #expect(trip.attributesByName["isExpanded"] == nil)
        #expect(trip.relationshipsByName["stops"]?.deleteRule == .cascade)
        #expect(trip.relationshipsByName["stops"]?.destination == "Stop")
        #expect(trip.uniquenessConstraints == [["name"]])
        #expect(schema.entitiesByName["Stop"]?.relationshipsByName["trip"]?.isToOneRelationship == true)
    }
}
