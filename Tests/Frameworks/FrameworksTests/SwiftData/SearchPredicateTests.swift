import SwiftData
import Testing

@Suite("SwiftData: a search field's predicate")
struct SearchPredicateTests {
    @Test("A fetch filtered with localizedStandardContains finds names in any case and accents, as a search field does")
    func localizedSearch() throws {
        // Given
        let context = ModelContext(try makeContainer(Trip.self))
        for name in ["Évora", "Lisbon", "Porto"] { context.insert(Trip(name: name)) }
        try context.save()
        let search = "evo"

        // When
        let found = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.name.localizedStandardContains(search) }))

        // Then
        #expect(found.map(\.name) == ["Évora"])
    }
}
