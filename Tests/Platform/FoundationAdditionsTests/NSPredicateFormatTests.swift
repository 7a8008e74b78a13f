import Foundation
import FoundationAdditions
import Testing

struct NSPredicateFormatTests {
    private let people: [[String: Any]] = [
        ["name": "Ana", "age": 31, "city": "Madrid", "tags": ["admin", "dev"]],
        ["name": "bob", "age": 17, "city": "Lisbon", "tags": ["dev"]],
        ["name": "Chloé", "age": 45, "city": "Paris", "tags": [String]()],
    ]

    private func names(_ predicate: NSPredicate) -> [String] {
        (people as NSArray).filtered(using: predicate).compactMap { ($0 as? [String: Any])?["name"] as? String }
    }

    @Test func emailRegularExpression() {
        let emailRegex = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
        let predicate = NSPredicate(format: "SELF MATCHES %@", emailRegex)
        #expect(predicate.evaluate(with: "a@b.co"))
        #expect(!predicate.evaluate(with: "nope"))
        #expect(!predicate.evaluate(with: "a@b.co trailing"))
    }

    @Test func matchesIsTheWholeString() {
        #expect(NSPredicate(format: "SELF MATCHES %@", "a|ab").evaluate(with: "ab"))
        #expect(!NSPredicate(format: "SELF MATCHES '[0-9]+'").evaluate(with: "12a"))
        #expect(NSPredicate(format: "SELF MATCHES[c] %@", "abc").evaluate(with: "ABC"))
        #expect(!NSPredicate(format: "SELF MATCHES %@", "abc").evaluate(with: "ABC"))
    }

    @Test func filteringAnArray() {
        let result = (["apple", "Avocado", "banana"] as NSArray).filtered(using: NSPredicate(format: "SELF BEGINSWITH[c] %@", "a"))
        #expect(result as? [String] == ["apple", "Avocado"])
        let caseSensitive = (["apple", "Avocado", "banana"] as NSArray).filtered(using: NSPredicate(format: "SELF BEGINSWITH %@", "a"))
        #expect(caseSensitive as? [String] == ["apple"])
    }

    @Test func mutableArrayFiltersInPlace() {
        let array = NSMutableArray(array: [1, 5, 10, 20])
        array.filter(using: NSPredicate(format: "SELF > %d", 5))
        #expect(array.compactMap { $0 as? Int } == [10, 20])
    }

    @Test func numbers() {
        #expect(NSPredicate(format: "SELF > 5").evaluate(with: 6))
        #expect(!NSPredicate(format: "SELF > 5").evaluate(with: 5))
        #expect(NSPredicate(format: "SELF >= 5").evaluate(with: NSNumber(value: 5)))
        #expect(NSPredicate(format: "SELF == %@", NSNumber(value: 2.5)).evaluate(with: 2.5))
        #expect(NSPredicate(format: "SELF =< %f", 2.5).evaluate(with: 2))
        #expect(!NSPredicate(format: "SELF => %lf", 2.5).evaluate(with: 2))
        #expect(NSPredicate(format: "SELF != %ld", 3).evaluate(with: Int64(4)))
        #expect(!NSPredicate(format: "SELF <> %lld", Int64(4)).evaluate(with: UInt8(4)))
        #expect(NSPredicate(format: "SELF == %u", UInt32(7)).evaluate(with: 7.0))
        #expect(NSPredicate(format: "SELF == %i", 0x10).evaluate(with: 16))
        #expect(NSPredicate(format: "SELF == 0x10 AND 1e2 == 100 AND -2.5 < 0").evaluate(with: 16))
        #expect(!NSPredicate(format: "SELF == '5'").evaluate(with: 5))
    }

    @Test func booleansAreNumbers() {
        #expect(NSPredicate(format: "done == YES").evaluate(with: ["done": true]))
        #expect(NSPredicate(format: "done == TRUE").evaluate(with: ["done": 1]))
        #expect(!NSPredicate(format: "done == true").evaluate(with: ["done": false]))
        #expect(NSPredicate(format: "done == NO").evaluate(with: ["done": NSNumber(value: false)]))
        #expect(NSPredicate(format: "done == %@", true).evaluate(with: ["done": true]))
    }

    @Test func dictionaryKeys() {
        #expect(names(NSPredicate(format: "%K == %@", "city", "Paris")) == ["Chloé"])
        #expect(names(NSPredicate(format: "age < 18")) == ["bob"])
        #expect(names(NSPredicate(format: "age BETWEEN {18, 45}")) == ["Ana", "Chloé"])
        #expect(names(NSPredicate(format: "age BETWEEN %@", [18, 40])) == ["Ana"])
        #expect(names(NSPredicate(format: "name ==[c] 'BOB'")) == ["bob"])
        #expect(names(NSPredicate(format: "name == \"Bob\"")).isEmpty)
        #expect(names(NSPredicate(format: "missing == nil")) == ["Ana", "bob", "Chloé"])
        #expect(names(NSPredicate(format: "missing != NULL")).isEmpty)
        let nested: [String: Any] = ["address": ["city": "Oslo", "zip": 150] as [String: Any]]
        #expect(NSPredicate(format: "address.city == 'Oslo'").evaluate(with: nested))
        #expect(NSPredicate(format: "%K > 100", "address.zip").evaluate(with: nested))
        #expect(!NSPredicate(format: "address.city == 'Bergen'").evaluate(with: nested as NSDictionary))
        #expect(NSPredicate(format: "address.city == 'Oslo'").evaluate(with: nested as NSDictionary))
        #expect(NSPredicate(format: "SELF == %@", ["b": 2, "a": "x"]).evaluate(with: ["a": "x", "b": 2] as NSDictionary))
        #expect(!NSPredicate(format: "SELF == %@", ["a": "y"]).evaluate(with: ["a": "x"]))
    }

    @Test func stringOperators() {
        #expect(NSPredicate(format: "SELF CONTAINS 'ell'").evaluate(with: "Hello"))
        #expect(!NSPredicate(format: "SELF CONTAINS 'ELL'").evaluate(with: "Hello"))
        #expect(NSPredicate(format: "SELF CONTAINS[c] 'ELL'").evaluate(with: "Hello"))
        #expect(NSPredicate(format: "SELF ENDSWITH 'lo'").evaluate(with: "Hello"))
        #expect(!NSPredicate(format: "SELF ENDSWITH 'He'").evaluate(with: "Hello"))
        #expect(NSPredicate(format: "SELF BEGINSWITH[d] 'cafe'").evaluate(with: "café crème"))
        #expect(!NSPredicate(format: "SELF BEGINSWITH 'cafe'").evaluate(with: "café crème"))
        #expect(NSPredicate(format: "SELF ==[cd] 'CAFE'").evaluate(with: "Café"))
        #expect(!NSPredicate(format: "SELF ==[c] 'CAFE'").evaluate(with: "Café"))
        #expect(names(NSPredicate(format: "name CONTAINS[cd] %@", "CHLOE")) == ["Chloé"])
        #expect(!NSPredicate(format: "SELF CONTAINS 'x'").evaluate(with: nil))
    }

    @Test func like() {
        #expect(NSPredicate(format: "SELF LIKE 'h*o'").evaluate(with: "hello"))
        #expect(NSPredicate(format: "SELF LIKE 'h?llo'").evaluate(with: "hallo"))
        #expect(!NSPredicate(format: "SELF LIKE 'h?llo'").evaluate(with: "hllo"))
        #expect(!NSPredicate(format: "SELF LIKE 'h*o'").evaluate(with: "hello!"))
        #expect(NSPredicate(format: "SELF LIKE[c] 'H*'").evaluate(with: "hello"))
        #expect(!NSPredicate(format: "SELF LIKE 'H*'").evaluate(with: "hello"))
        #expect(NSPredicate(format: "SELF LIKE[cd] '*E'").evaluate(with: "cliché"))
    }

    @Test func membership() {
        #expect(NSPredicate(format: "SELF IN {'a', 'b'}").evaluate(with: "b"))
        #expect(!NSPredicate(format: "SELF IN {'a', 'b'}").evaluate(with: "c"))
        #expect(NSPredicate(format: "SELF IN[c] %@", ["A", "B"] as NSArray).evaluate(with: "b"))
        #expect(NSPredicate(format: "SELF IN %@", [1, 2, 3]).evaluate(with: NSNumber(value: 2)))
        #expect(NSPredicate(format: "SELF IN %@", Set(["x"])).evaluate(with: "x"))
        #expect(NSPredicate(format: "SELF IN %@", ["k": "v"]).evaluate(with: "v"))
        #expect(NSPredicate(format: "SELF IN 'team'").evaluate(with: "ea"))
        #expect(!NSPredicate(format: "SELF IN 'team'").evaluate(with: "me!"))
        #expect(names(NSPredicate(format: "tags CONTAINS 'admin'")) == ["Ana"])
        #expect(names(NSPredicate(format: "name IN %@", ["bob", "Ana"])) == ["Ana", "bob"])
    }

    @Test func aggregates() {
        #expect(names(NSPredicate(format: "ANY tags == 'dev'")) == ["Ana", "bob"])
        #expect(names(NSPredicate(format: "SOME tags BEGINSWITH 'ad'")) == ["Ana"])
        #expect(names(NSPredicate(format: "ALL tags == 'dev'")) == ["bob", "Chloé"])
        #expect(names(NSPredicate(format: "NONE tags == 'dev'")) == ["Chloé"])
        #expect(names(NSPredicate(format: "tags.@count == 0")) == ["Chloé"])
        #expect(NSPredicate(format: "@sum.price > 10 AND @avg.price == 6 AND @max.price == 8 AND @min.price == 4").evaluate(with: [["price": 4], ["price": 8]]))
        #expect(NSPredicate(format: "ANY people.name == 'bob'").evaluate(with: ["people": people]))
        #expect(!NSPredicate(format: "ANY people.name == 'carl'").evaluate(with: ["people": people]))
    }

    @Test func logic() {
        #expect(names(NSPredicate(format: "age > 18 AND city == 'Madrid'")) == ["Ana"])
        #expect(names(NSPredicate(format: "age > 40 || city == 'Lisbon'")) == ["bob", "Chloé"])
        #expect(names(NSPredicate(format: "NOT (age > 18)")) == ["bob"])
        #expect(names(NSPredicate(format: "!(age > 18) OR name == 'Ana'")) == ["Ana", "bob"])
        #expect(names(NSPredicate(format: "age > 18 and (city = 'Paris' or city = 'Madrid') && name != 'Ana'")) == ["Chloé"])
        #expect(names(NSPredicate(format: "(age + 3) * 2 > 90")) == ["Chloé"])
        #expect(NSPredicate(format: "TRUEPREDICATE").evaluate(with: nil))
        #expect(!NSPredicate(format: "falsepredicate").evaluate(with: nil))
        #expect(NSPredicate(format: "self == 'x' Or SeLf == 'y'").evaluate(with: "y"))
    }

    @Test func compoundPredicatesCombineFormats() {
        let adult = NSPredicate(format: "age >= 18")
        let inParis = NSPredicate(format: "city == %@", "Paris")
        #expect(names(NSCompoundPredicate(andPredicateWithSubpredicates: [adult, inParis])) == ["Chloé"])
        #expect(names(NSCompoundPredicate(orPredicateWithSubpredicates: [inParis, NSPredicate(format: "age < 18")])) == ["bob", "Chloé"])
        #expect(names(NSCompoundPredicate(notPredicateWithSubpredicate: adult)) == ["bob"])
    }

    @Test func dates() {
        let start = Date(timeIntervalSince1970: 1_000)
        let object: [String: Any] = ["at": Date(timeIntervalSince1970: 2_000)]
        #expect(NSPredicate(format: "at > %@", start as NSDate).evaluate(with: object))
        #expect(!NSPredicate(format: "at < %@", start).evaluate(with: object))
        #expect(NSPredicate(format: "at == %@", argumentArray: [Date(timeIntervalSince1970: 2_000)]).evaluate(with: object))
    }

    @Test func argumentArray() {
        let predicate = NSPredicate(format: "%K == %@ AND age > %d", argumentArray: ["name", "Ana", 30])
        #expect(names(predicate) == ["Ana"])
        #expect(NSPredicate(format: "SELF == %@", argumentArray: [NSNull()]).evaluate(with: nil))
        #expect(NSPredicate(format: "SELF CONTAINS %%").evaluate(with: "50%"))
    }

    @Test func quotedArgumentsAreLiterals() {
        #expect(NSPredicate(format: "SELF == '%@'").evaluate(with: "%@"))
        #expect(NSPredicate(format: "SELF == 'it\\'s'").evaluate(with: "it's"))
    }

    @Test func substitutionVariables() {
        let predicate = NSPredicate(format: "age > $minimum AND name BEGINSWITH $prefix")
        #expect(predicate.evaluate(with: people[0], substitutionVariables: ["minimum": 30, "prefix": "A"]))
        #expect(!predicate.evaluate(with: people[0], substitutionVariables: ["minimum": 40, "prefix": "A"]))
        let bound = predicate.withSubstitutionVariables(["minimum": 18, "prefix": "C"])
        #expect(names(bound) == ["Chloé"])
    }

    @Test func indexesAndEscapedKeys() {
        let object: [String: Any] = ["items": ["a", "b", "c"], "size": 3]
        #expect(NSPredicate(format: "items[FIRST] == 'a' AND items[LAST] == 'c' AND items[SIZE] == 3 AND items[1] == 'b'").evaluate(with: object))
        #expect(NSPredicate(format: "#size == 3").evaluate(with: object))
        #expect(NSPredicate(format: "SELF.length == 5").evaluate(with: "hello"))
    }

    @Test func swiftValuesByTheirProperties() {
        struct Person {
            let name: String
            let age: Int?
        }
        let people = [Person(name: "Ana", age: 31), Person(name: "Bob", age: nil)]
        let adults = people.filter { NSPredicate(format: "age >= 18").evaluate(with: $0) }
        #expect(adults.map(\.name) == ["Ana"])
        #expect(NSPredicate(format: "age == nil").evaluate(with: people[1]))
    }

    @Test func unsupportedFormatsStop() async {
        await #expect(processExitsWith: .failure) {
            _ = NSPredicate(format: "SUBQUERY(items, $x, $x.done == YES).@count > 0")
        }
        await #expect(processExitsWith: .failure) {
            _ = NSPredicate(format: "FUNCTION(SELF, 'length') > 3")
        }
        await #expect(processExitsWith: .failure) {
            _ = NSPredicate(format: "name ==")
        }
        await #expect(processExitsWith: .failure) {
            _ = NSPredicate(format: "name == %@")
        }
    }

    @Test func theFailureMessageNamesWhatAndTheFormat() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = NSPredicate(format: "SUBQUERY(items, $x, $x.done == YES).@count > 0")
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SUBQUERY is not supported"))
        #expect(message.contains("SUBQUERY(items, $x, $x.done == YES).@count > 0"))
    }
}
