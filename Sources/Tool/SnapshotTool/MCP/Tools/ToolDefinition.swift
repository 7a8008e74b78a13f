/// One tool as `tools/list` shows it: its name, what it does, and the arguments it takes,
/// declared once: the input schema is written from them and a call is checked against
/// them, so a wrong call is answered with what to send instead.
struct ToolDefinition: Sendable {
    /// One argument: its JSON type, and for a string the values it may take.
    struct Argument: Sendable {
        enum Kind: Sendable {
            case string
            case oneOf([String])
            case strings
        }

        var name: String
        var kind: Kind
        var isRequired: Bool
        var description: String

        var schema: JSONValue {
            var schema: [String: JSONValue] = ["description": .string(description)]
            switch kind {
            case .string:
                schema["type"] = "string"
            case let .oneOf(values):
                schema["type"] = "string"
                schema["enum"] = .array(values.map(JSONValue.string))
            case .strings:
                schema["type"] = "array"
                schema["items"] = ["type": "string"]
            }
            return .object(schema)
        }
    }

    var name: String
    var title: String
    var description: String
    var arguments: [Argument]

    var inputSchema: JSONValue {
        var schema: [String: JSONValue] = [
            "type": "object",
            "properties": .object(Dictionary(uniqueKeysWithValues: arguments.map { ($0.name, $0.schema) })),
            "additionalProperties": false,
        ]
        let required = arguments.filter(\.isRequired).map(\.name)
        if !required.isEmpty {
            schema["required"] = .array(required.map(JSONValue.string))
        }
        return .object(schema)
    }

    /// The entry of `tools/list`.
    var listing: JSONValue {
        [
            "name": .string(name),
            "title": .string(title),
            "description": .string(description),
            "inputSchema": inputSchema,
        ]
    }

    /// The call's arguments, checked: a missing or unknown argument, or a value of the
    /// wrong type, is an error that says what this tool takes.
    func check(_ given: [String: JSONValue]) -> Result<ToolArguments, ToolFailure> {
        for argument in arguments where argument.isRequired && given[argument.name] == nil {
            return .failure(ToolFailure("\(name) needs \"\(argument.name)\": \(argument.description) \(usage)"))
        }
        var values: [String: [String]] = [:]
        for (key, value) in given.sorted(by: { $0.key < $1.key }) {
            guard let argument = arguments.first(where: { $0.name == key }) else {
                return .failure(ToolFailure("\(name) takes no argument \"\(key)\". \(usage)"))
            }
            switch (argument.kind, value) {
            case let (.string, .string(text)):
                values[key] = [text]
            case let (.oneOf(allowed), .string(text)):
                guard allowed.contains(text) else {
                    return .failure(ToolFailure("\"\(key)\" is one of \(allowed.joined(separator: ", ")); got \"\(text)\"."))
                }
                values[key] = [text]
            case let (.strings, .array(items)):
                let texts = items.compactMap(\.stringValue)
                guard texts.count == items.count else {
                    return .failure(ToolFailure("\"\(key)\" is an array of strings (reference paths or globs)."))
                }
                values[key] = texts
            case (.strings, .string(let text)):
                // One name where a list was asked for: meant as a list of one.
                values[key] = [text]
            case (.strings, _):
                return .failure(ToolFailure("\"\(key)\" is an array of strings, not \(value.kind)."))
            default:
                return .failure(ToolFailure("\"\(key)\" is a string, not \(value.kind)."))
            }
        }
        return .success(ToolArguments(values: values))
    }

    /// `Arguments: name (required), device, locale.`
    var usage: String {
        if arguments.isEmpty { return "It takes no arguments." }
        let names = arguments.map { $0.isRequired ? "\($0.name) (required)" : $0.name }
        return "Arguments: " + names.joined(separator: ", ") + "."
    }
}

/// A call's arguments after `ToolDefinition.check`: each a string, or a list of them.
struct ToolArguments: Sendable {
    var values: [String: [String]]

    func string(_ name: String) -> String? { values[name]?.first }
    func strings(_ name: String) -> [String] { values[name] ?? [] }
}

/// A tool that could not do what it was asked: the text says why and what to send instead.
struct ToolFailure: Error, Equatable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}

/// What a tool answers: texts an agent reads as they are (a note such as "built in
/// 41 s" apart from a render, so the render stays byte for byte its file), and whether
/// it is an error.
struct ToolResult: Equatable {
    var texts: [String]
    var isError: Bool

    static func text(_ texts: String...) -> ToolResult { ToolResult(texts: texts, isError: false) }
    static func failure(_ failure: ToolFailure) -> ToolResult { ToolResult(texts: [failure.message], isError: true) }

    /// The note goes first, as its own block.
    func noting(_ note: String?) -> ToolResult {
        guard let note else { return self }
        return ToolResult(texts: [note] + texts, isError: isError)
    }

    var json: JSONValue {
        ["content": .array(texts.map { ["type": "text", "text": .string($0)] }), "isError": .bool(isError)]
    }
}
