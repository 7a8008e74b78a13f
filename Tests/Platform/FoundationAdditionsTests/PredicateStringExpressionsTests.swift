import Foundation
import FoundationAdditions
import Testing

private struct Product: Codable {
    var name: String
}

struct PredicateStringExpressionsTests {
    @Test("#Predicate's localizedStandardContains matches as a search field does: any case, any accents")
    func localizedStandardContains() throws {
        // Given
        let search = "cafe"
        let predicate = #Predicate<Product> { $0.name.localizedStandardContains(search) }

        // Then
        #expect(try predicate.evaluate(Product(name: "Le Café Noir")))
        #expect(try predicate.evaluate(Product(name: "CAFETERIA")))
        #expect(try !predicate.evaluate(Product(name: "Tea")))
    }

    @Test("localizedCompare and caseInsensitiveCompare order as Foundation's String methods do")
    func comparisons() throws {
        // (Linux's #Predicate cannot name an enum case inside; a captured value it can.)
        let ascending = ComparisonResult.orderedAscending
        let equal = ComparisonResult.orderedSame
        let before = #Predicate<Product> { $0.name.localizedCompare("m") == ascending }
        let same = #Predicate<Product> { $0.name.caseInsensitiveCompare("APPLE") == equal }

        #expect(try before.evaluate(Product(name: "apple")))
        #expect(try !before.evaluate(Product(name: "zebra")))
        #expect(try same.evaluate(Product(name: "apple")))
    }
}
