import Foundation

// The standard types the model generates directly, as Apple's framework conforms them.

extension String: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(typeName: "String", description: nil, body: .primitive("string")) }

    public init(_ content: GeneratedContent) throws {
        guard case .string(let value) = content.kind else { throw decodingFailure("Expected a string, found \(content.jsonString)") }
        self = value
    }

    public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(self)) }
}

extension Bool: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(typeName: "Bool", description: nil, body: .primitive("boolean")) }

    public init(_ content: GeneratedContent) throws {
        guard case .bool(let value) = content.kind else { throw decodingFailure("Expected a Boolean, found \(content.jsonString)") }
        self = value
    }

    public var generatedContent: GeneratedContent { GeneratedContent(kind: .bool(self)) }
}

extension Int: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(typeName: "Int", description: nil, body: .primitive("integer")) }

    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind, let whole = Int(exactly: value) else {
            throw decodingFailure("Expected an integer, found \(content.jsonString)")
        }
        self = whole
    }

    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

extension Double: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(typeName: "Double", description: nil, body: .primitive("number")) }

    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind else { throw decodingFailure("Expected a number, found \(content.jsonString)") }
        self = value
    }

    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(self)) }
}

extension Float: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(typeName: "Float", description: nil, body: .primitive("number")) }

    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind else { throw decodingFailure("Expected a number, found \(content.jsonString)") }
        self = Float(value)
    }

    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

extension Decimal: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(typeName: "Decimal", description: nil, body: .primitive("number")) }

    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind else { throw decodingFailure("Expected a number, found \(content.jsonString)") }
        self = Decimal(value)
    }

    public var generatedContent: GeneratedContent {
        GeneratedContent(kind: .number(NSDecimalNumber(decimal: self).doubleValue))
    }
}

extension Array: Generable where Element: Generable {
    public typealias PartiallyGenerated = [Element.PartiallyGenerated]

    public static var generationSchema: GenerationSchema {
        GenerationSchema(typeName: "[\(Element.self)]", description: nil, body: .array(String(describing: Element.self)))
    }
}

extension Array: ConvertibleFromGeneratedContent where Element: ConvertibleFromGeneratedContent {
    public init(_ content: GeneratedContent) throws {
        guard case .array(let elements) = content.kind else { throw decodingFailure("Expected an array, found \(content.jsonString)") }
        self = try elements.map { try Element($0) }
    }
}

extension Array: ConvertibleToGeneratedContent where Element: ConvertibleToGeneratedContent {
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .array(map(\.generatedContent))) }
}

extension Optional: ConvertibleToGeneratedContent, InstructionsRepresentable, PromptRepresentable where Wrapped: ConvertibleToGeneratedContent {
    public var generatedContent: GeneratedContent { self?.generatedContent ?? GeneratedContent(kind: .null) }
}
