import Foundation
import TestSupport
import Testing

/// `@Generable` and `@Guide` as Apple's documentation and apps write them, type-checked
/// by the compiler against the modules this test binary was built with, expanding
/// through the package's own plugin (`TypeChecker`, which the SwiftData tests share).
@Suite("FoundationModels through the compiler")
struct GenerableCompilerTests {
    /// Apple's documented forms: nested types, a GenerationID, every @Guide form, an
    /// enum, public types, and the session's generating and streaming calls.
    static let documentedForms = [
        "import FoundationModels",
        "@Generable",
        "struct SearchSuggestions {",
        "    @Guide(description: \"A list of suggested search terms.\", .count(4))",
        "    var searchTerms: [SearchTerm]",
        "    @Generable",
        "    struct SearchTerm {",
        "        var id: GenerationID",
        "        @Guide(description: \"A two- or three- word search term, like 'Beautiful sunsets'.\")",
        "        var searchTerm: String",
        "    }",
        "}",
        "@Generable",
        "struct Shop {",
        "    @Guide(description: \"A creative name for a shop in a fantasy RPG\")",
        "    var name: String",
        "    @Guide(description: \"A list of items for sale\", .maximumCount(10))",
        "    var inventory: [ShopItem]",
        "    @Guide(.count(2...5)) var shelves: [String]",
        "    @Guide(.minimumCount(1)) var keepers: [String]",
        "}",
        "@Generable struct ShopItem { var name: String; var price: Decimal }",
        "@Generable",
        "struct FortuneCookie {",
        "    @Guide(description: \"A fortune from a fortune cookie\")",
        "    var name: String",
        "    @Guide(description: \"A list lucky numbers\", .element(.range(0...9)), .count(4))",
        "    var luckyNumbers: [Int]",
        "    @Guide(.minimum(0.5), .maximum(2)) var size: Double",
        "    @Guide(.range(0...1)) var crunch: Float?",
        "    @Guide(.constant(\"fortune\")) var kind: String",
        "    @Guide(/[a-z]+/) var code: String",
        "    @Guide(description: \"A colour\", #/#[0-9a-f]{6}/#) var colour: String",
        "}",
        "@Generable(description: \"How a day feels\")",
        "public enum Mood { case calm, busy }",
        "@Generable public struct Day {",
        "    public var mood: Mood",
        "    public var notes: [String]?",
        "    public var isRestDay: Bool = false",
        "    private var secret: String",
        "    public var label: String { notes?.first ?? \"\" }",
        "}",
        "@Generable struct Box<Item: Generable> { var items: [Item] }",
        "func use(_ session: LanguageModelSession) async throws {",
        "    let cookie = try await session.respond(to: \"A fortune\", generating: FortuneCookie.self).content",
        "    _ = cookie.luckyNumbers",
        "    for try await snapshot in session.streamResponse(to: \"Shop\", generating: Shop.self) {",
        "        let partial: Shop.PartiallyGenerated = snapshot.content",
        "        _ = (partial.id, partial.name, partial.inventory?.first?.price)",
        "    }",
        "    let schema = SearchSuggestions.generationSchema",
        "    _ = try await session.respond(to: \"Terms\", schema: schema)",
        "    let day = try Day(GeneratedContent(json: \"{}\"))",
        "    _ = Day.PartiallyGenerated.self as any Identifiable.Type",
        "    _ = day.generatedContent.jsonString",
        "    _ = try Box<Mood>(GeneratedContent(json: \"{}\")).items",
        "}",
    ]

    @Test("Apple's documented forms compile in Swift 6: every @Guide form, nested and public types, enums, sessions and streams")
    func documentedForms() throws {
        // Given the documented forms
        // When the compiler type-checks them
        let result = try TypeChecker.check(Self.documentedForms)

        // Then they compile without a diagnostic
        #expect(result.status == 0 && !result.output.contains("error:") && !result.output.contains("warning:"), "\(result.output)")
    }

    @Test("With the settings of Xcode 26's app template (main-actor default isolation, Swift 5 mode), generated types compile without a warning")
    func mainActorByDefault() throws {
        // Given the same forms, the bare regex written as an extended one (Swift 5 mode reads no bare regex)
        let lines = Self.documentedForms.map { $0.replacingOccurrences(of: "@Guide(/[a-z]+/)", with: "@Guide(#/[a-z]+/#)") }

        // When the compiler type-checks them as Xcode 26's template builds an app
        let result = try TypeChecker.check(lines, swiftVersion: 5, flags: [
            "-default-isolation", "MainActor",
            "-enable-upcoming-feature", "InferIsolatedConformances",
            "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
            "-enable-upcoming-feature", "MemberImportVisibility",
        ])

        // Then the conformances are not isolated, and nothing is said
        #expect(result.status == 0 && !result.output.contains("error:") && !result.output.contains("warning:"), "\(result.output)")
    }

    @Test("What @Generable cannot generate is refused on the line it is written, saying what to write")
    func refusals() throws {
        // Given a class, an enum case with values, and properties the macro cannot generate
        let result = try TypeChecker.check([
            "import Foundation",
            "import FoundationModels",
            "@Generable",
            "final class Trip {",
            "    var name = \"\"",
            "}",
            "@Generable enum Shape {",
            "    case square",
            "    case circle(radius: Double)",
            "}",
            "@Generable struct Event {",
            "    var title = \"\"",
            "    var when: Date",
            "    var scores: [String: Int]",
            "    let kind: String = \"event\"",
            "    var ok: String",
            "}",
        ])

        // Then each is an error on its own line, and the types that are fine are not blamed
        #expect(result.errorLines == [3, 9, 12, 13, 14, 15], "\(result.output)")
        #expect(result.output.contains("@Generable goes on a struct or an enum"), "\(result.output)")
        #expect(result.output.contains("case 'circle' with associated values"), "\(result.output)")
        #expect(result.output.contains("needs the type of 'title' written"), "\(result.output)")
        #expect(result.output.contains("Date is not Generable"), "\(result.output)")
        #expect(result.output.contains("a dictionary is not generated content"), "\(result.output)")
        #expect(result.output.contains("cannot set 'kind', a `let` with a value"), "\(result.output)")
    }
}
