import Foundation
import SwiftData
import SwiftUI
import TestSupport
import Testing
import ViewSnapshotTesting

// Screens as apps write them over SwiftData: a list from `@Query(sort:)`, a filtered
// one, and one whose query is made in its initializer.

/// Every trip by name, in a navigation stack.
struct TripListScreen: View {
    @Query(sort: \Trip.name) private var trips: [Trip]

    var body: some View {
        NavigationStack {
            List {
                ForEach(trips) { trip in
                    HStack {
                        Text(trip.name)
                        Spacer()
                        Text("\(trip.stops.count) stops")
                    }
                }
            }
            .overlay {
                if trips.isEmpty {
                    ContentUnavailableView("No Trips", systemImage: "airplane", description: Text("Add a trip to plan it."))
                }
            }
            .navigationTitle("Trips")
        }
    }
}

/// The dearest trips first, those of 500 or more.
struct ExpensiveTripsScreen: View {
    @Query(filter: #Predicate<Trip> { $0.budget >= 500 }, sort: [SortDescriptor(\Trip.budget, order: .reverse)])
    private var trips: [Trip]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Expensive").font(.headline)
            ForEach(trips) { trip in
                Text("\(trip.name): \(trip.budget)")
            }
        }
    }
}

/// The stops of one trip, its query made from the initializer's argument.
struct TripStopsScreen: View {
    @Query private var stops: [Stop]

    init(tripName: String) {
        _stops = Query(filter: #Predicate<Stop> { $0.trip?.name == tripName }, sort: \.title)
    }

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(stops) { stop in
                Text(stop.title)
            }
        }
    }
}

/// A query typed by a typealias of an array, as apps that name their collections write it.
typealias Trips = [Trip]

struct TripNamesScreen: View {
    @Query(sort: \Trip.budget) private var trips: Trips

    var body: some View {
        Text(trips.map(\.name).joined(separator: ", "))
    }
}

@MainActor
@Suite("SwiftData: screens over @Query")
struct QuerySnapshotTests {
    /// A container with a few trips, as a test or a preview makes one.
    static func sampleContainer() throws -> ModelContainer {
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        let lisbon = Trip(name: "Lisbon", budget: 900)
        lisbon.stops = [Stop(title: "Alfama"), Stop(title: "Belém")]
        context.insert(lisbon)
        context.insert(Trip(name: "Faro", budget: 150))
        context.insert(Trip(name: "Porto", budget: 600))
        try context.save()
        return container
    }

    @Test func listsInsertedTrips() throws {
        // Given trips inserted into the container the screen gets
        let container = try Self.sampleContainer()

        // Then the screen lists them by name, with their stops counted
        assertSnapshot(of: TripListScreen().modelContainer(container), as: .device(.iPhoneSE))
    }

    @Test func emptyList() throws {
        // Given a container with no trips
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))

        // Then the screen says there are none
        assertSnapshot(of: TripListScreen().modelContainer(container), as: .device(.iPhoneSE))
    }

    @Test func filteredAndSorted() throws {
        let container = try Self.sampleContainer()
        assertSnapshot(of: ExpensiveTripsScreen().modelContainer(container), as: .component(width: 24))
    }

    @Test func queryMadeInInitializer() throws {
        let container = try Self.sampleContainer()
        assertSnapshot(of: TripStopsScreen(tripName: "Lisbon").modelContainer(container), as: .component(width: 24))
    }
}

@MainActor
@Suite("SwiftData: the view side")
struct QueryTests {
    @Test("A query reads what the context holds when the view renders, unsaved inserts too")
    func readsAtRender() throws {
        // Given an empty container, and a trip inserted into its main context without saving
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Trip(name: "Unsaved"))

        // When the screen renders
        let render = ScreenRenderer(mode: .component(width: 30)).render(TripListScreen().modelContainer(container))

        // Then the trip is listed
        #expect(render.semantics.joined(separator: "\n").contains("Unsaved"))
    }

    @Test("A query typed by a typealias of an array reads its element type through it")
    func typealiasOfAnArray() throws {
        let container = try QuerySnapshotTests.sampleContainer()
        let render = ScreenRenderer(mode: .component(width: 30)).render(TripNamesScreen().modelContainer(container))
        #expect(render.semantics == ["Text \"Faro, Porto, Lisbon\""])
    }

    @Test("A context set with .modelContext(_:) is the one queries read")
    func explicitContext() throws {
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        context.insert(Trip(name: "Other context"))
        let render = ScreenRenderer(mode: .component(width: 30)).render(TripListScreen().modelContext(context))
        #expect(render.semantics.joined(separator: "\n").contains("Other context"))
    }

    @Test(".modelContainer(for:inMemory:) makes a container and tells onSetup")
    func containerForTypes() throws {
        // Given a modifier that makes its own container
        let made = Box<ModelContainer>()

        // When the view renders
        let view = TripListScreen().modelContainer(for: Trip.self, inMemory: true, isAutosaveEnabled: false) { result in
            made.value = try? result.get()
        }
        let render = ScreenRenderer(mode: .component(width: 30)).render(view)

        // Then the container was made for the model, with autosave as asked, and the list is empty
        let container = try #require(made.value)
        #expect(container.schema.entitiesByName["Trip"] != nil)
        #expect(!container.mainContext.autosaveEnabled)
        #expect(render.semantics.joined(separator: "\n").contains("No Trips"))
    }

    @Test("Without a container, the environment's context fetches nothing, whatever the model")
    func defaultContext() throws {
        let context = EnvironmentValues().modelContext
        #expect(try context.fetch(FetchDescriptor<Trip>()).isEmpty)
        #expect(try context.fetchCount(FetchDescriptor<Shelf>()) == 0)
    }

    @Test("A query's context and error come from the environment it renders in")
    func queryProperties() throws {
        // Given a query of a model the container does not hold
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let seen = Box<(Int, String?)>()
        struct Probe: View {
            let seen: Box<(Int, String?)>
            @Query var shelves: [Shelf]
            var body: some View {
                seen.value = (shelves.count, _shelves.fetchError.map { "\($0)" })
                return Text("probe")
            }
        }

        // When it renders
        _ = ScreenRenderer(mode: .component(width: 10)).render(Probe(seen: seen).modelContainer(container))

        // Then it gives no models and says why, as on iOS
        #expect(seen.value?.0 == 0)
        #expect(seen.value?.1?.contains("unknownSchema") == true)
    }

    @Test("A preview modifier that makes its container at once is applied without waiting")
    func previewModifier() throws {
        struct SampleData: PreviewModifier {
            static func makeSharedContext() throws -> ModelContainer {
                try QuerySnapshotTests.sampleContainer()
            }

            func body(content: Content, context: ModelContainer) -> some View {
                content.modelContainer(context)
            }
        }
        let container = try #require(SampleData._contextWithoutWaiting())
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Trip>()) == 3)
    }

    @Test("Reading a query with no container stops with SwiftUI's message")
    func noContainerStops() throws {
        let result = try ChildProcess.run(swiftTestingSuite: "SwiftDataNoContainerFixture", variables: [Fixture.variable: "swiftdata-no-container"])
        #expect(result.status != 0)
        #expect(result.output.contains("Set a .modelContext in view's environment to use Query"))
    }
}

final class Box<Value>: @unchecked Sendable {
    var value: Value?
}

/// A screen with a query and no container above it. Runs only in the child process
/// `noContainerStops` starts: it stops the process, as the app stops on iOS.
@MainActor
@Suite(.enabled(if: Fixture.isActive("swiftdata-no-container")))
struct SwiftDataNoContainerFixture {
    @Test func queryWithoutContainer() {
        _ = ScreenRenderer(mode: .component(width: 20)).render(TripListScreen())
    }
}
