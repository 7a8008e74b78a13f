import Foundation

// Guided generation: the protocols `@Generable` types conform to. The `@Generable`
// macro (`Macros.swift`) writes the conformance; a type may also conform by hand with
// the same members (see `GeneratedContent` and `GenerationSchema`).

/// A type the model can generate: it has a schema, and converts from and to generated content.
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
    /// The type of a value still being generated; the type itself when it has no partial form.
    associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self

    static var generationSchema: GenerationSchema { get }
}

extension Generable {
    /// The value as a partially generated one (itself, for types without a partial form).
    public func asPartiallyGenerated() -> PartiallyGenerated {
        (self as? PartiallyGenerated) ?? (try! PartiallyGenerated(generatedContent))
    }
}

/// A type made from generated content.
public protocol ConvertibleFromGeneratedContent: SendableMetatype {
    init(_ content: GeneratedContent) throws
}

/// A type that can be written as generated content, so it can be part of prompts.
public protocol ConvertibleToGeneratedContent: InstructionsRepresentable, PromptRepresentable {
    var generatedContent: GeneratedContent { get }
}

extension ConvertibleToGeneratedContent {
    public var instructionsRepresentation: Instructions {
        return Instructions(text: generatedContent.jsonString)
    }

    public var promptRepresentation: Prompt {
        return Prompt(text: generatedContent.jsonString)
    }
}

/// Identifies one generated value while it streams in.
public struct GenerationID: Hashable, Sendable {
    private let value = UUID()
    public init() {}
}

/// The error conversions from generated content throw: the content has the wrong kind,
/// or lacks a property.
func decodingFailure(_ description: String) -> LanguageModelSession.GenerationError {
    .decodingFailure(LanguageModelSession.GenerationError.Context(debugDescription: description))
}
