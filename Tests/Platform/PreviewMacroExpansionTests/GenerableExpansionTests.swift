import Foundation
import Testing

@testable import PreviewMacroExpansion

@Suite("@Generable expansion")
struct GenerableExpansionTests {
    static let itinerary = """
        /// A trip, as apps write generable types.
        @Generable(description: "A trip, day by day")
        public struct Itinerary {
            @Guide(description: "A title for the trip")
            public var title: String
            @Guide(.count(3))
            var days: [DayPlan]
            @Guide(description: "Stars, from 1 to 5", .range(1...5))
            var rating: Int?
            @Guide(description: "An airport code", /[A-Z]{3}, or none/)
            private var code: Optional<String>
            var id: GenerationID
            var `default`: Bool = false
            let mood: Mood
            var summary: String { title.uppercased() }
            static let sample = 0
            func describe() -> String { title }
        }
        """

    /// The UTF-8 offset of `text` in `source`: where a diagnostic about it goes.
    static func offset(of text: String, in source: String) -> Int {
        source.utf8.distance(from: source.utf8.startIndex, to: source.range(of: text)!.lowerBound.samePosition(in: source.utf8)!)
    }

    @Test("Stored properties are generated with their types and guides; the GenerationID is the identity; the rest is left as written")
    func readsTheStruct() throws {
        // Given a struct as an app writes it
        // When the macro reads it
        let generable = try GenerableExpansion(declaration: Self.itinerary)

        // Then its stored properties, in order, are the generated ones, with what @Guide says
        #expect(generable.typeName == "Itinerary")
        #expect(generable.kind == .structure)
        #expect(generable.accessPrefix == "public ")
        #expect(generable.description == "\"A trip, day by day\"")
        #expect(generable.properties.map(\.name) == ["title", "days", "rating", "code", "default", "mood"])
        #expect(generable.properties.map(\.wrappedType) == ["String", "[DayPlan]", "Int", "String", "Bool", "Mood"])
        #expect(generable.properties.map(\.isOptional) == [false, false, true, true, false, false])
        #expect(generable.properties[0].guide == GuideArguments("description: \"A title for the trip\""))
        #expect(generable.properties[1].guide?.guides == [".count(3)"])
        #expect(generable.properties[2].guide?.description == "\"Stars, from 1 to 5\"")
        #expect(generable.properties[2].guide?.guides == [".range(1...5)"])
        #expect(generable.properties[3].guide?.regex == "/[A-Z]{3}, or none/")
        #expect(generable.properties[4].spelling == "`default`")
        #expect(generable.identity == "id")
        #expect(generable.problems.isEmpty)
    }

    @Test("The schema lists each property with its description and guides; a regex becomes a pattern showing its source")
    func schema() throws {
        // Given the struct
        let generable = try GenerableExpansion(declaration: Self.itinerary)

        // When the member role expands
        let members = generable.members

        // Then the schema is of the type itself, with the properties in order
        #expect(members.contains("public nonisolated static var generationSchema: FoundationModels.GenerationSchema {\n    FoundationModels.GenerationSchema(type: Self.self, description: \"A trip, day by day\", properties: [\n"))
        #expect(members.contains("        FoundationModels.GenerationSchema.Property(name: \"title\", description: \"A title for the trip\", type: String.self),\n"))
        #expect(members.contains("        FoundationModels.GenerationSchema.Property(name: \"days\", type: [DayPlan].self, guides: [.count(3)]),\n"))
        #expect(members.contains("        FoundationModels.GenerationSchema.Property(name: \"rating\", description: \"Stars, from 1 to 5\", type: Int?.self, guides: [.range(1...5)]),\n"))
        #expect(members.contains("type: Optional<String>.self, guides: [FoundationModels.GenerationGuide<String>._pattern(/[A-Z]{3}, or none/, source: \"/[A-Z]{3}, or none/\")]),\n"))
        #expect(members.contains("Property(name: \"default\", type: Bool.self),\n"))
        #expect(!members.contains("name: \"id\""))
        #expect(!members.contains("summary"))
        #expect(!members.contains("sample"))
    }

    @Test("PartiallyGenerated has every property optional, identified by the content's GenerationID, each as accessible as written")
    func partiallyGenerated() throws {
        // Given the struct
        let generable = try GenerableExpansion(declaration: Self.itinerary)

        // When the member role expands
        let members = generable.members

        // Then the partial form is Identifiable, reads each property when present, and keeps each property's access
        #expect(members.contains("public nonisolated struct PartiallyGenerated: Identifiable, FoundationModels.ConvertibleFromGeneratedContent {\n    public var id: FoundationModels.GenerationID\n"))
        #expect(members.contains("\n    public var title: String.PartiallyGenerated?\n    var days: [DayPlan].PartiallyGenerated?\n    var rating: Int.PartiallyGenerated?\n    fileprivate var code: String.PartiallyGenerated?\n    var `default`: Bool.PartiallyGenerated?\n    var mood: Mood.PartiallyGenerated?\n"))
        #expect(members.contains("    public nonisolated init(_ content: FoundationModels.GeneratedContent) throws {\n        self.id = content.id ?? FoundationModels.GenerationID()\n        self.title = try content.value(forProperty: \"title\")\n"))
        #expect(members.contains("        self.`default` = try content.value(forProperty: \"default\")\n"))
    }

    @Test("The extension conforms the type, reads each property from content and writes them back in order, with the identity")
    func extensions() throws {
        // Given the struct
        let generable = try GenerableExpansion(declaration: Self.itinerary)

        // When the extension role expands, as the compiler asks for Generable
        let extensions = generable.extensions(type: "Trips.Itinerary", conformances: ["Generable"])

        // Then init(_:) sets every property, and generatedContent lists them in the schema's order
        #expect(extensions.hasPrefix("extension Trips.Itinerary: nonisolated FoundationModels.Generable {\n    public nonisolated init(_ content: FoundationModels.GeneratedContent) throws {\n"))
        #expect(extensions.contains("        self.id = content.id ?? FoundationModels.GenerationID()\n        self.title = try content.value(forProperty: \"title\")\n        self.days = try content.value(forProperty: \"days\")\n"))
        #expect(extensions.contains("        self.mood = try content.value(forProperty: \"mood\")\n    }\n"))
        #expect(extensions.contains("    public nonisolated var generatedContent: FoundationModels.GeneratedContent {\n        FoundationModels.GeneratedContent(properties: [\n            \"title\": self.title,\n            \"days\": self.days,\n"))
        #expect(extensions.contains("            \"mood\": self.mood,\n        ], id: self.id)\n    }\n}"))
        // And a type that already conforms gets the members without the conformance
        #expect(generable.extensions(type: "Itinerary", conformances: []).hasPrefix("extension Itinerary {\n"))
    }

    @Test("An enum's cases are the strings the model chooses from; an unknown string throws")
    func enumeration() throws {
        // Given an enum of cases without values, one of them a keyword
        let source = "@Generable(description: \"How it feels\")\nenum Mood: String {\n    case calm, busy\n    case `default` = \"usual\"\n}"

        // When the macro reads it and expands
        let generable = try GenerableExpansion(declaration: source)
        let members = generable.members
        let extensions = generable.extensions(type: "Mood", conformances: ["Generable"])

        // Then the schema chooses among the case names, and content converts both ways
        #expect(generable.kind == .enumeration)
        #expect(generable.cases.map(\.name) == ["calm", "busy", "default"])
        #expect(members == "nonisolated static var generationSchema: FoundationModels.GenerationSchema {\n    FoundationModels.GenerationSchema(type: Self.self, description: \"How it feels\", anyOf: [\"calm\", \"busy\", \"default\"])\n}")
        #expect(!members.contains("PartiallyGenerated"))
        #expect(extensions.contains("        let choice = try content.value(String.self)\n        switch choice {\n        case \"calm\": self = .calm\n        case \"busy\": self = .busy\n        case \"default\": self = .`default`\n        default:\n"))
        #expect(extensions.contains("decodingFailure("))
        #expect(extensions.contains("expected one of calm, busy, default"))
        #expect(extensions.contains("        switch self {\n        case .calm: FoundationModels.GeneratedContent(\"calm\")\n"))
    }

    @Test("An empty struct has an empty schema and content; an internal one adds internal members")
    func emptyStruct() throws {
        let generable = try GenerableExpansion(declaration: "@Generable struct Nothing {}")
        #expect(generable.accessPrefix == "")
        #expect(generable.members.contains("FoundationModels.GenerationSchema(type: Self.self, properties: [\n    ])"))
        #expect(generable.extensions(type: "Nothing", conformances: nil).contains("FoundationModels.GeneratedContent(properties: [:])"))
    }

    @Test("What the macro cannot generate is refused where it is written, saying what to write, and nothing expands")
    func refusals() throws {
        // Given a struct with every form the macro refuses
        let source = """
            @Generable
            struct Bad {
                var untyped = 3
                let fixed: Int = 2
                var lookup: [String: Int]
                var pair: (Int, Int)
                var callback: (Int) -> Void
                var shape: any Shape
                lazy var later: Int = 1
                @AppStorage("k") var flag: Bool
                var id: String
                var when: Date
                var tags: Set<String>
                var scores: [Int?]
                var parent: GenerationID?
                var a, b: Int
                @Guide(description: "computed") var computed: Int { 1 }
            }
            """

        // When the macro reads it
        let generable = try GenerableExpansion(declaration: source)

        // Then each problem is said once, on its own line, and nothing expands
        let expected: [(String, String)] = [
            ("var untyped", "needs the type of 'untyped' written"),
            ("let fixed", "cannot set 'fixed', a `let` with a value"),
            ("var lookup", "a dictionary is not generated content"),
            ("var pair", "a tuple is not generated content"),
            ("var callback", "a function is not generated content"),
            ("var shape", "the model generates concrete types"),
            ("lazy var later", "cannot generate the lazy property 'later'"),
            ("@AppStorage", "'flag', which has a property wrapper"),
            ("var id", "Identifiable by a GenerationID named 'id'"),
            ("var when", "Date is not Generable"),
            ("var tags", "Set is not Generable"),
            ("var scores", "an array's elements are generated content, never nil; use [Int]"),
            ("var parent", "a GenerationID is the content's identity, not generated"),
            ("var a, b", "one property a declaration"),
            ("@Guide(description: \"computed\")", "@Guide goes on a stored property"),
        ]
        #expect(generable.problems.count == expected.count)
        for (text, message) in expected {
            #expect(generable.problems.contains { $0.message.contains(message) && $0.offset == Self.offset(of: text, in: source) }, "\(text)")
        }
        #expect(generable.members == "")
        #expect(generable.extensions(type: "Bad", conformances: nil) == "")
    }

    @Test("Enum cases with values, an enum without cases, a second GenerationID and a class are refused")
    func otherRefusals() throws {
        // Given an enum whose cases carry values
        let shape = "@Generable\nenum Shape {\n    case square\n    case circle(radius: Double)\n}"
        let refused = try GenerableExpansion(declaration: shape)
        // Then the case is refused where it is written, saying what is supported
        #expect(refused.problems.count == 1)
        #expect(refused.problems.first?.message.contains("case 'circle' with associated values") == true)
        #expect(refused.problems.first?.offset == Self.offset(of: "case circle", in: shape))
        #expect(refused.members == "")

        // And an enum without cases, and two identities, are refused too
        #expect(try GenerableExpansion(declaration: "@Generable enum Never2 {}").problems.first?.message.contains("needs a case") == true)
        let twoIDs = try GenerableExpansion(declaration: "@Generable struct Two {\n    var id: GenerationID\n    var other: FoundationModels.GenerationID\n}")
        #expect(twoIDs.problems.map(\.message) == ["@Generable takes one GenerationID property, the content's identity; 'other' is a second"])

        // And a class is not a struct or an enum
        #expect(throws: GenerableExpansion.Failure.notAStructOrEnum) { try GenerableExpansion(declaration: "@Generable final class Trip { var name = \"\" }") }
    }

    @Test("@Guide's three forms: a description, guides with or without one, a regex with or without one")
    func guideForms() throws {
        // Given the arguments as written between the parentheses
        let described = try #require(GuideArguments("description: \"A title, short\""))
        let guided = try #require(GuideArguments(".count(3), .element(.range(0...9))"))
        let both = try #require(GuideArguments("description: \"Lucky numbers\", .minimumCount(1)"))
        let regex = try #require(GuideArguments("/(\\d+), (\\w+)/"))
        let describedRegex = try #require(GuideArguments("description: \"A code\", #/[a-z]+\"/#"))
        let built = try #require(GuideArguments("description: \"x\", try! Regex(\"[0-9]+\")"))

        // Then each is read into its description, guides and regex
        #expect(described.description == "\"A title, short\"" && described.guides.isEmpty && described.regex == nil)
        #expect(guided.guides == [".count(3)", ".element(.range(0...9))"] && guided.description == nil)
        #expect(both.description == "\"Lucky numbers\"" && both.guides == [".minimumCount(1)"])
        #expect(regex.regex == "/(\\d+), (\\w+)/" && regex.guides.isEmpty)
        #expect(describedRegex.description == "\"A code\"" && describedRegex.regex == "#/[a-z]+\"/#")
        #expect(built.regex == "try! Regex(\"[0-9]+\")")
        #expect(GuideArguments("") == nil)
    }

    @Test("The plugin routes @Generable's roles and says its problems where they are written; @Guide adds nothing")
    func pluginRoles() {
        // Given the compiler's requests for each role
        let member = PluginMessage.expandAttached(.init(typeName: "GenerableMacro", role: "member", declaration: Self.itinerary))
        let conformance = PluginMessage.expandAttached(.init(typeName: "GenerableMacro", role: "extension", declaration: Self.itinerary, extendedType: "Itinerary", conformances: ["FoundationModels.Generable"]))
        let guide = PluginMessage.expandAttached(.init(typeName: "GuideMacro", role: "peer", declaration: "@Guide(.count(3)) var days: [DayPlan]"))

        // Then each role gets its part
        #expect(member.contains("generationSchema") && member.contains("struct PartiallyGenerated"))
        #expect(conformance.hasPrefix("extension Itinerary: nonisolated FoundationModels.Generable {"))
        #expect(guide == "")

        // And a refused case is a diagnostic at its place in the file
        let source = "@Generable\nenum Shape {\n    case circle(Double)\n}"
        var refused = PluginMessage.AttachedExpansion(typeName: "GenerableMacro", role: "member", declaration: source)
        refused.fileName = "Shape.swift"
        refused.offset = 100
        let diagnostics = PluginMessage.diagnostics(for: refused)
        #expect(diagnostics.count == 1)
        #expect((diagnostics.first?["message"] as? String)?.contains("associated values") == true)
        #expect((diagnostics.first?["position"] as? [String: Any])?["offset"] as? Int == 100 + Self.offset(of: "case circle", in: source))
        #expect(PluginMessage.diagnostics(for: .init(typeName: "GenerableMacro", role: "extension", declaration: source)).isEmpty)

        // And a class is refused at its declaration
        var onClass = PluginMessage.AttachedExpansion(typeName: "GenerableMacro", role: "member", declaration: "\n@Generable class C {}")
        onClass.offset = 10
        #expect(PluginMessage.diagnostics(for: onClass).first?["message"] as? String == GenerableExpansion.Failure.notAStructOrEnum.message)
        #expect((PluginMessage.diagnostics(for: onClass).first?["position"] as? [String: Any])?["offset"] as? Int == 11)
        #expect(PluginMessage.expandAttached(onClass) == "")
    }
}
