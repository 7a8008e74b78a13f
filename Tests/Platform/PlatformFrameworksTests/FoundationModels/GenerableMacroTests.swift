import Foundation
import FoundationModels
import Testing

// Types as apps declare them, expanded by the package's plugin.

@Generable(description: "One day of a trip")
struct DayPlan: Equatable {
    var id: GenerationID
    @Guide(description: "What to do")
    var activity: String
    @Guide(.range(0...12))
    var hours: Int
}

@Generable(description: "A trip, day by day")
struct Itinerary: Equatable {
    @Guide(description: "A title for the trip")
    var title: String
    @Guide(.count(3))
    var days: [DayPlan]
    @Guide(description: "Stars", .range(1...5))
    var rating: Int?
    @Guide(description: "An airport code", /[A-Z]{3}/)
    var airport: String
    @Guide(.anyOf(["train", "car"]))
    var transport: String
    var mood: Mood
    var budget: Decimal
    var distance: Double
    var share: Float
    var isBooked: Bool
    var tags: [String]
    var summary: String { "\(title): \(days.count) days" }
}

@Generable enum Mood { case calm, busy, `default` }

@Suite("FoundationModels: @Generable and @Guide")
struct GenerableMacroTests {
    static let json = """
        {"title": "Rome", "days": [{"activity": "Forum", "hours": 3}, {"activity": "Vatican", "hours": 5}], \
        "rating": 4, "airport": "FCO", "transport": "train", "mood": "default", "budget": 1200.5, \
        "distance": 12.5, "share": 0.25, "isBooked": true, "tags": ["history", "food"]}
        """

    @Test("The schema describes each stored property: its name, type, description and guides, in order")
    func schema() {
        // Given a @Generable struct with @Guide on some properties
        // When its schema is read
        let lines = Itinerary.generationSchema.debugDescription.split(separator: "\n").map(String.init)

        // Then it lists the stored properties in order, computed ones left out
        #expect(lines == [
            "Itinerary (A trip, day by day)",
            "  title: String (A title for the trip)",
            "  days: Array<DayPlan> [count 3]",
            "  rating: Int? (Stars) [range 1...5]",
            "  airport: String (An airport code) [pattern /[A-Z]{3}/]",
            "  transport: String [any of train, car]",
            "  mood: Mood",
            "  budget: Decimal",
            "  distance: Double",
            "  share: Float",
            "  isBooked: Bool",
            "  tags: Array<String>",
        ])
        // And a nested type's schema has its own, without its GenerationID
        #expect(DayPlan.generationSchema.debugDescription == "DayPlan (One day of a trip)\n  activity: String (What to do)\n  hours: Int [range 0...12]")
        // And an enum's schema chooses among its cases
        #expect(Mood.generationSchema.debugDescription == "Mood: one of calm, busy, default")
    }

    @Test("Content read from JSON becomes the struct, and its content reads back to an equal struct")
    func roundTrip() throws {
        // Given content from JSON
        let content = try GeneratedContent(json: Self.json)

        // When the struct is made from it
        let itinerary = try Itinerary(content)

        // Then every property holds its value, nested types and the enum included
        #expect(itinerary.title == "Rome")
        #expect(itinerary.days.map(\.activity) == ["Forum", "Vatican"])
        #expect(itinerary.days.map(\.hours) == [3, 5])
        #expect(itinerary.rating == 4)
        #expect(itinerary.mood == .default)
        #expect(itinerary.budget == Decimal(1200.5))
        #expect(itinerary.share == 0.25)
        #expect(itinerary.isBooked && itinerary.tags == ["history", "food"])

        // And its content lists the properties in the schema's order, and reads back equal
        let written = itinerary.generatedContent
        guard case .structure(_, let keys) = written.kind else {
            Issue.record("Not a structure: \(written.jsonString)")
            return
        }
        #expect(keys == ["title", "days", "rating", "airport", "transport", "mood", "budget", "distance", "share", "isBooked", "tags"])
        #expect(written.jsonString.hasPrefix(#"{"title": "Rome", "days": [{"activity": "Forum", "hours": 3}, {"activity": "Vatican", "hours": 5}], "rating": 4"#))
        let reread = try Itinerary(GeneratedContent(json: written.jsonString))
        #expect(reread.generatedContent.jsonString == written.jsonString)
        #expect(reread.title == itinerary.title && reread.days.map(\.activity) == itinerary.days.map(\.activity) && reread.budget == itinerary.budget)
        #expect(try written.value(Int?.self, forProperty: "rating") == 4)
    }

    @Test("A missing optional property is nil; a missing required one, a wrong kind or an unknown case throws")
    func missingProperties() throws {
        // Given content without the optional rating
        var object = try #require(JSONSerialization.jsonObject(with: Data(Self.json.utf8)) as? [String: Any])
        object["rating"] = nil
        let withoutRating = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        // Then the struct has no rating
        #expect(try Itinerary(GeneratedContent(json: withoutRating)).rating == nil)

        // Given content without the required title, or with a number for it, or an unknown mood
        object["title"] = nil
        let withoutTitle = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        // Then making the struct throws a decoding failure that names what is wrong
        do {
            _ = try Itinerary(GeneratedContent(json: withoutTitle))
            Issue.record("An itinerary without a title was made")
        } catch let LanguageModelSession.GenerationError.decodingFailure(context) {
            #expect(context.debugDescription.contains("Missing property “title”"))
        }
        #expect(throws: LanguageModelSession.GenerationError.self) {
            try Itinerary(GeneratedContent(json: Self.json.replacingOccurrences(of: #""title": "Rome""#, with: #""title": 7"#)))
        }
        do {
            _ = try Mood(GeneratedContent(json: #""sad""#))
            Issue.record("An unknown mood was made")
        } catch let LanguageModelSession.GenerationError.decodingFailure(context) {
            #expect(context.debugDescription.contains("expected one of calm, busy, default"))
        }
    }

    @Test("PartiallyGenerated reads partial content: what is there is set, the rest is nil, nested values partial too")
    func partiallyGenerated() throws {
        // Given content as it streams in: a title, one day half written, no rating
        let id = GenerationID()
        var content = try GeneratedContent(json: #"{"title": "Ro", "days": [{"activity": "For"}], "mood": "calm"}"#)
        content.id = id

        // When it is read as the partial form
        let partial = try Itinerary.PartiallyGenerated(content)

        // Then the properties present are set and the others are nil, and the partial is identified by the content's id
        #expect(partial.id == id)
        #expect(partial.title == "Ro")
        #expect(partial.days?.count == 1)
        #expect(partial.days?.first?.activity == "For")
        #expect(partial.days?.first?.hours == nil)
        #expect(partial.rating == nil && partial.airport == nil && partial.budget == nil && partial.tags == nil)
        #expect(partial.mood == .calm)
        // And content with a wrong kind still throws
        #expect(throws: LanguageModelSession.GenerationError.self) {
            try Itinerary.PartiallyGenerated(GeneratedContent(json: #"{"title": ["not", "a", "string"]}"#))
        }
        // And a whole value converts to its partial form
        let whole = try Itinerary(GeneratedContent(json: Self.json))
        #expect(whole.asPartiallyGenerated().days?.last?.activity == "Vatican")
    }

    @Test("A GenerationID property is the content's identity: read from it, written back to it, and not a property")
    func identity() throws {
        // Given content with an identity
        let id = GenerationID()
        let content = GeneratedContent(properties: ["activity": "Swim", "hours": 1], id: id)

        // When a day is made from it and written back
        let day = try DayPlan(content)

        // Then the day keeps the identity, and its content carries it, with the generated properties only
        #expect(day.id == id)
        #expect(day.generatedContent.id == id)
        #expect(day.generatedContent.jsonString == #"{"activity": "Swim", "hours": 1}"#)
        #expect(try DayPlan.PartiallyGenerated(content).id == id)
    }

    @Test("Generated types go to the session as any Generable does; the session answers as a device without the model")
    func session() async throws {
        // Given a session
        let session = LanguageModelSession(instructions: "Plan trips.")

        // When it is asked for an itinerary
        // Then it throws, assets being unavailable; and an enum's value is its case's name
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            _ = try await session.respond(to: "A trip to Rome", generating: Itinerary.self)
        }
        #expect(Mood.busy.generatedContent.jsonString == #""busy""#)
        #expect(try Mood(Mood.busy.generatedContent) == .busy)
    }
}
