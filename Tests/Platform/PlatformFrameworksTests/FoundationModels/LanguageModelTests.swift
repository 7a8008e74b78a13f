import Foundation
import FoundationModels
import Testing

/// A type conformed by hand with the members `@Generable` writes on Apple platforms.
private struct Recipe: Generable, Equatable {
    var title: String
    var minutes: Int
    var tags: [String]
    var note: String?

    static var generationSchema: GenerationSchema {
        GenerationSchema(type: Recipe.self, description: "A recipe", properties: [
            GenerationSchema.Property(name: "title", type: String.self),
            GenerationSchema.Property(name: "minutes", description: "Cooking time", type: Int.self, guides: [.range(1...240)]),
            GenerationSchema.Property(name: "tags", type: [String].self, guides: [.maximumCount(3)]),
            GenerationSchema.Property(name: "note", type: String?.self),
        ])
    }

    init(title: String, minutes: Int, tags: [String], note: String?) {
        (self.title, self.minutes, self.tags, self.note) = (title, minutes, tags, note)
    }

    init(_ content: GeneratedContent) throws {
        title = try content.value(forProperty: "title")
        minutes = try content.value(forProperty: "minutes")
        tags = try content.value(forProperty: "tags")
        note = try content.value(forProperty: "note")
    }

    var generatedContent: GeneratedContent {
        GeneratedContent(properties: ["title": title, "minutes": minutes, "tags": tags, "note": note])
    }
}

/// The model answers as on a device without Apple Intelligence.
struct LanguageModelTests {
    private func isAssetsUnavailable(_ error: any Error) -> Bool {
        guard case .assetsUnavailable(let context) = error as? LanguageModelSession.GenerationError else { return false }
        return !context.debugDescription.isEmpty
    }

    @Test func theModelIsNotEligible() {
        let model = SystemLanguageModel.default
        #expect(model.availability == .unavailable(.deviceNotEligible))
        #expect(!model.isAvailable)
        #expect(model.supportedLanguages.isEmpty)
        #expect(!model.supportsLocale())
        #expect(SystemLanguageModel(useCase: .contentTagging).availability != .available)
    }

    @Test func aSessionKeepsItsInstructionsAndCannotRespond() async {
        let session = LanguageModelSession(instructions: "You are a chef.")
        #expect(!session.isResponding)
        guard case .instructions(let instructions) = session.transcript.first,
              case .text(let segment) = instructions.segments.first else {
            Issue.record("No instructions in the transcript")
            return
        }
        #expect(segment.content == "You are a chef.")
        #expect(session.transcript.count == 1)

        do {
            try await session.respond(to: "Suggest a dinner.")
            Issue.record("A response came without a model")
        } catch {
            #expect(isAssetsUnavailable(error))
        }
        do {
            _ = try await session.respond(to: "A recipe", generating: Recipe.self)
            Issue.record("A recipe came without a model")
        } catch {
            #expect(isAssetsUnavailable(error))
        }
        do {
            for try await _ in session.streamResponse(to: "Stream") {}
            Issue.record("A stream yielded without a model")
        } catch {
            #expect(isAssetsUnavailable(error))
        }
    }

    @Test func builtInstructionsJoinTheirParts() async {
        let session = LanguageModelSession {
            "Be brief."
            "Answer in English."
        }
        guard case .instructions(let instructions) = session.transcript.first, case .text(let segment) = instructions.segments.first else {
            Issue.record("No instructions in the transcript")
            return
        }
        #expect(segment.content == "Be brief.\nAnswer in English.")
        #expect(LanguageModelSession().transcript.isEmpty)
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            try await session.respond { "Hello" }
        }
    }

    @Test func generableValuesRoundTripThroughGeneratedContent() throws {
        let recipe = Recipe(title: "Soup", minutes: 30, tags: ["warm"], note: nil)
        let json = recipe.generatedContent.jsonString
        #expect(json == #"{"title": "Soup", "minutes": 30, "tags": ["warm"], "note": null}"#)
        #expect(try Recipe(GeneratedContent(json: json)) == recipe)
        #expect(try Recipe(GeneratedContent(json: #"{"title": "Tea", "minutes": 5, "tags": [], "note": "hot"}"#)).note == "hot")
        #expect(throws: LanguageModelSession.GenerationError.self) { try Recipe(GeneratedContent(json: #"{"title": "Tea"}"#)) }

        let schema = Recipe.generationSchema.debugDescription
        #expect(schema.contains("minutes: Int (Cooking time) [range 1...240]"))
        #expect(schema.contains("note: String?"))
        #expect(try GeneratedContent(json: "true").kind == .bool(true))
    }
}
