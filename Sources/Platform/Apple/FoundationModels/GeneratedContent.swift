import Foundation

/// What the model generates, before it becomes a Swift value: null, a Boolean, a number,
/// a string, an array or a structure of named properties. `init(json:)` reads it from
/// JSON and `jsonString` writes it.
public struct GeneratedContent: Equatable, Sendable, CustomDebugStringConvertible {
    public enum Kind: Equatable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([GeneratedContent])
        case structure(properties: [String: GeneratedContent], orderedKeys: [String])
    }

    public var kind: GeneratedContent.Kind
    public var id: GenerationID?

    /// True: content on Linux is always whole (it is never streamed).
    public var isComplete: Bool { true }

    public init(kind: GeneratedContent.Kind, id: GenerationID? = nil) {
        self.kind = kind
        self.id = id
    }

    public init(_ value: some ConvertibleToGeneratedContent) {
        self = value.generatedContent
    }

    public init(_ value: some ConvertibleToGeneratedContent, id: GenerationID) {
        self = value.generatedContent
        self.id = id
    }

    /// A structure with these properties, in this order.
    public init(properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>, id: GenerationID? = nil) {
        var values: [String: GeneratedContent] = [:], keys: [String] = []
        for (key, value) in properties {
            if values[key] == nil { keys.append(key) }
            values[key] = value.generatedContent
        }
        self.init(kind: .structure(properties: values, orderedKeys: keys), id: id)
    }

    /// An array of these elements.
    public init<S: Sequence>(elements: S, id: GenerationID? = nil) where S.Element == any ConvertibleToGeneratedContent {
        self.init(kind: .array(elements.map(\.generatedContent)), id: id)
    }

    /// Content read from JSON; throws when the text is not JSON. An object's properties
    /// are ordered by name.
    public init(json: String) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)).content
    }

    /// The content as JSON, properties in their order.
    public var jsonString: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            return value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let value):
            return Self.quoted(value)
        case .array(let elements):
            return "[" + elements.map(\.jsonString).joined(separator: ", ") + "]"
        case let .structure(properties, keys):
            return "{" + keys.map { key in
                Self.quoted(key) + ": " + (properties[key]?.jsonString ?? "null")
            }.joined(separator: ", ") + "}"
        }
    }

    public var debugDescription: String { jsonString }

    /// A JSON string literal.
    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The content as a value of `type`.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self) throws -> Value {
        try Value(self)
    }

    /// A property of a structure as a value of `type`; throws when it is missing.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self, forProperty property: String) throws -> Value {
        guard case .structure(let properties, _) = kind else {
            throw decodingFailure("Expected a structure with a property “\(property)”, found \(jsonString)")
        }
        guard let content = properties[property] else {
            throw decodingFailure("Missing property “\(property)” in \(jsonString)")
        }
        return try Value(content)
    }

    /// A property of a structure as a value of `type`, nil when it is missing or null.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value?.Type = Value?.self, forProperty property: String) throws -> Value? {
        guard case .structure(let properties, _) = kind else {
            throw decodingFailure("Expected a structure with a property “\(property)”, found \(jsonString)")
        }
        guard let content = properties[property], content.kind != .null else { return nil }
        return try Value(content)
    }
}

extension GeneratedContent: Generable {
    public static var generationSchema: GenerationSchema {
        GenerationSchema(typeName: "GeneratedContent", description: nil, body: .any)
    }

    public init(_ content: GeneratedContent) throws {
        self = content
    }

    public var generatedContent: GeneratedContent { self }
}

/// JSON as `JSONDecoder` reads it, which tells Booleans from numbers.
private struct JSONValue: Decodable {
    let content: GeneratedContent

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var elements: [GeneratedContent] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self).content) }
            content = GeneratedContent(kind: .array(elements))
            return
        }
        if let object = try? decoder.container(keyedBy: Key.self) {
            var properties: [String: GeneratedContent] = [:]
            for key in object.allKeys { properties[key.stringValue] = try object.decode(JSONValue.self, forKey: key).content }
            content = GeneratedContent(kind: .structure(properties: properties, orderedKeys: properties.keys.sorted()))
            return
        }
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            content = GeneratedContent(kind: .null)
        } else if let bool = try? value.decode(Bool.self) {
            content = GeneratedContent(kind: .bool(bool))
        } else if let number = try? value.decode(Double.self) {
            content = GeneratedContent(kind: .number(number))
        } else {
            content = GeneratedContent(kind: .string(try value.decode(String.self)))
        }
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
