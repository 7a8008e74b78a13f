/// What FoundationModels' `@Generable` expands to, read from the type's source text
/// with `DeclarationReader`, as Apple's macro expands it: the type conforms to
/// `Generable`, with a schema of its properties (or its cases), an initializer from
/// generated content and the content it writes.
///
///     @Generable(description: "A trip")
///     struct Itinerary {
///         @Guide(description: "A title for the trip") var title: String
///         @Guide(.count(3)) var days: [DayPlan]
///         var rating: Int?
///     }
///
/// gains, as members,
///
///     nonisolated static var generationSchema: FoundationModels.GenerationSchema {
///         FoundationModels.GenerationSchema(type: Self.self, description: "A trip", properties: [
///             FoundationModels.GenerationSchema.Property(name: "title", description: "A title for the trip", type: String.self),
///             FoundationModels.GenerationSchema.Property(name: "days", type: [DayPlan].self, guides: [.count(3)]),
///             FoundationModels.GenerationSchema.Property(name: "rating", type: Int?.self),
///         ])
///     }
///     nonisolated struct PartiallyGenerated: Identifiable, FoundationModels.ConvertibleFromGeneratedContent {
///         var id: FoundationModels.GenerationID
///         var title: String.PartiallyGenerated?   // every property optional
///         …
///         nonisolated init(_ content: FoundationModels.GeneratedContent) throws { … }
///     }
///
/// and, in an extension that conforms it to `Generable`, `init(_ content:)` (which
/// throws when a property that is not optional is missing) and `generatedContent`. A
/// property of type `GenerationID` is the content's identity rather than a property
/// of the schema. An enum's cases, which carry no values, are the strings the model
/// chooses from; its partial form is itself.
///
/// The members, the conformance and the partial type are `nonisolated`, so that a type
/// of a module whose default isolation is the main actor still conforms (the protocol
/// asks for a `SendableMetatype`). What the macro cannot make right is refused where it
/// is written, with a message: classes and actors, enum cases with associated values,
/// properties without a written type, `let`s with a value, `lazy` and wrapped
/// properties, and types generated content cannot hold (dictionaries, tuples,
/// functions, existentials, arrays of optionals, and the standard types that are not
/// `Generable`, `Date` or `URL` among them). Any other type that is not `Generable` is
/// the compiler's to report, in the expansion.
public struct GenerableExpansion: Equatable {
    public enum Kind: Equatable {
        case structure
        case enumeration
    }

    public var typeName: String
    public var kind: Kind
    /// `public `, `package ` or empty: the access of what the macro adds.
    public var accessPrefix: String
    /// The `description:` argument of `@Generable(description:)`, as written.
    public var description: String?
    /// A structure's generated properties, in their order.
    public var properties: [Property]
    /// The spelling of a structure's `GenerationID` property, when it has one.
    public var identity: String?
    /// An enumeration's cases.
    public var cases: [Case]
    /// What stops the expansion, each said as a compiler error where it is written.
    public var problems: [Problem]

    /// A compiler error and where it goes: a UTF-8 offset in the declaration's text.
    public struct Problem: Equatable {
        public var message: String
        public var offset: Int
    }

    /// A stored property the model generates.
    public struct Property: Equatable {
        public var name: String
        /// The name as written, with backticks when it has them.
        public var spelling: String
        /// The type as written (`[DayPlan]`, `Int?`).
        public var type: String
        /// The type without its optional (`Int` of `Int?`).
        public var wrappedType: String
        public var isOptional: Bool
        /// What `@Guide` says of it.
        public var guide: GuideArguments?
        /// `public `, `package `, `fileprivate ` or empty: its access as written, which
        /// its partially generated form keeps (a private one is file-private there, so
        /// that the type's own code still reads it).
        public var accessPrefix = ""
    }

    /// An enum case.
    public struct Case: Equatable {
        public var name: String
        public var spelling: String
    }

    public enum Failure: Error, Equatable {
        case notAStructOrEnum

        public var message: String {
            switch self {
            case .notAStructOrEnum: "@Generable goes on a struct or an enum: the model generates values"
            }
        }
    }

    /// Reads the type as the compiler hands it over: its source text.
    public init(declaration source: String) throws(Failure) {
        let reader = DeclarationReader(source)
        guard let type = reader.typeDeclaration(keywords: ["struct", "enum"]) else { throw .notAStructOrEnum }
        typeName = type.name
        kind = type.declaration.keyword == "enum" ? .enumeration : .structure
        switch type.declaration.accessLevel {
        case "public", "open": accessPrefix = "public "
        case "package": accessPrefix = "package "
        default: accessPrefix = ""
        }
        description = type.declaration.attribute("Generable").flatMap { attribute in
            attribute.arguments.flatMap { GuideArguments.labeledArgument("description", in: $0) }
        }
        properties = []
        cases = []
        problems = []
        let typeOffset = reader.utf8Offset(of: type.declaration.start)
        for member in type.members {
            let offset = reader.utf8Offset(of: member.start)
            let found: [String]
            switch kind {
            case .structure: found = readProperty(member)
            case .enumeration: found = readCases(member)
            }
            problems += found.map { Problem(message: $0, offset: offset) }
        }
        if kind == .enumeration && cases.isEmpty && problems.isEmpty {
            problems.append(Problem(message: "@Generable enum '\(typeName)' needs a case: its cases are what the model chooses from", offset: typeOffset))
        }
    }

    // MARK: - What the roles add

    private var schemaDescription: String {
        description.map { ", description: \($0)" } ?? ""
    }

    /// The members the type gains (the `member` role): its schema and, for a
    /// structure, its partially generated form.
    public var members: String {
        // Problems are said as diagnostics where they are written (see `PluginMessage`).
        guard problems.isEmpty else { return "" }
        switch kind {
        case .enumeration:
            let choices = cases.map { PreviewExpansion.quoted($0.name) }.joined(separator: ", ")
            return """
                \(accessPrefix)nonisolated static var generationSchema: FoundationModels.GenerationSchema {
                    FoundationModels.GenerationSchema(type: Self.self\(schemaDescription), anyOf: [\(choices)])
                }
                """
        case .structure:
            return [schema, partiallyGenerated].joined(separator: "\n\n")
        }
    }

    private var schema: String {
        let entries = properties.map { property in
            var arguments = "name: \(PreviewExpansion.quoted(property.name))"
            if let description = property.guide?.description { arguments += ", description: \(description)" }
            arguments += ", type: \(property.type).self"
            if let guides = property.guide?.guideExpressions, !guides.isEmpty {
                arguments += ", guides: [\(guides.joined(separator: ", "))]"
            }
            return "        FoundationModels.GenerationSchema.Property(\(arguments)),"
        }
        return "\(accessPrefix)nonisolated static var generationSchema: FoundationModels.GenerationSchema {\n"
            + "    FoundationModels.GenerationSchema(type: Self.self\(schemaDescription), properties: [\n"
            + entries.map { $0 + "\n" }.joined()
            + "    ])\n}"
    }

    private var partiallyGenerated: String {
        var lines = [
            "\(accessPrefix)nonisolated struct PartiallyGenerated: Identifiable, FoundationModels.ConvertibleFromGeneratedContent {",
            "    \(accessPrefix)var id: FoundationModels.GenerationID",
        ]
        lines += properties.map { "    \($0.accessPrefix)var \($0.spelling): \($0.wrappedType).PartiallyGenerated?" }
        lines += [
            "",
            "    \(accessPrefix)nonisolated init(_ content: FoundationModels.GeneratedContent) throws {",
            "        self.id = content.id ?? FoundationModels.GenerationID()",
        ]
        lines += properties.map { "        self.\($0.spelling) = try content.value(forProperty: \(PreviewExpansion.quoted($0.name)))" }
        lines += ["    }", "}"]
        return lines.joined(separator: "\n")
    }

    /// The extension that conforms the type to `Generable` with `init(_:)` and
    /// `generatedContent` (the `extension` role): `type` is the type as the compiler
    /// names it, `conformances` the protocols it asks for (nil when it does not say).
    public func extensions(type: String, conformances: [String]?) -> String {
        guard problems.isEmpty else { return "" }
        let wanted = conformances ?? ["Generable"]
        let conformance = wanted.contains(where: { $0.hasSuffix("Generable") }) ? ": nonisolated FoundationModels.Generable" : ""
        return "extension \(type)\(conformance) {\n"
            + indented(initializer) + "\n\n" + indented(generatedContent) + "\n}"
    }

    private var initializer: String {
        var lines = ["\(accessPrefix)nonisolated init(_ content: FoundationModels.GeneratedContent) throws {"]
        switch kind {
        case .structure:
            if let identity { lines.append("    self.\(identity) = content.id ?? FoundationModels.GenerationID()") }
            lines += properties.map { "    self.\($0.spelling) = try content.value(forProperty: \(PreviewExpansion.quoted($0.name)))" }
        case .enumeration:
            let choices = cases.map(\.name).joined(separator: ", ")
            lines.append("    let choice = try content.value(String.self)")
            lines.append("    switch choice {")
            lines += cases.map { "    case \(PreviewExpansion.quoted($0.name)): self = .\($0.spelling)" }
            lines.append("    default:")
            lines.append("        throw FoundationModels.LanguageModelSession.GenerationError.decodingFailure(")
            lines.append("            FoundationModels.LanguageModelSession.GenerationError.Context(debugDescription: \"Unexpected value \\\"\\(choice)\\\" for \(typeName): expected one of \(choices)\")")
            lines.append("        )")
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private var generatedContent: String {
        var lines = ["\(accessPrefix)nonisolated var generatedContent: FoundationModels.GeneratedContent {"]
        switch kind {
        case .structure:
            let identityArgument = identity.map { ", id: self.\($0)" } ?? ""
            if properties.isEmpty {
                lines.append("    FoundationModels.GeneratedContent(properties: [:]\(identityArgument))")
            } else {
                lines.append("    FoundationModels.GeneratedContent(properties: [")
                lines += properties.map { "        \(PreviewExpansion.quoted($0.name)): self.\($0.spelling)," }
                lines.append("    ]\(identityArgument))")
            }
        case .enumeration:
            lines.append("    switch self {")
            lines += cases.map { "    case .\($0.spelling): FoundationModels.GeneratedContent(\(PreviewExpansion.quoted($0.name)))" }
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }

    // MARK: - Reading members

    /// Attributes a generated property may carry besides `@Guide`; any other
    /// capitalised one is taken for a property wrapper.
    static let attributesOfGeneratedProperties: Set<String> = [
        "Guide", "available", "MainActor", "preconcurrency", "inlinable", "usableFromInline", "_spi",
    ]

    /// Reads one member of a structure: a stored property is generated, or refused
    /// with the messages returned; anything else is left as it is.
    private mutating func readProperty(_ member: DeclarationReader.Declaration) -> [String] {
        let guide = member.attribute("Guide")
        let isProperty = member.keyword == "var" || member.keyword == "let"
        guard isProperty, !member.isStatic, let binding = DeclarationReader.binding(of: member.rest), binding.isStored else {
            return guide == nil ? [] : ["@Guide goes on a stored property of a @Generable type: the model generates stored properties only"]
        }
        let name = binding.name
        if binding.isCompound {
            return ["@Generable reads one property a declaration: declare \(name.isEmpty ? "each of these properties" : "'\(name)' and the others") with a `\(member.keyword)` of its own"]
        }
        let isWrapped = member.attributes.contains { attribute in
            let attributeName = attribute.name.split(separator: ".").last.map(String.init) ?? attribute.name
            return attributeName.first?.isUppercase == true && !Self.attributesOfGeneratedProperties.contains(attributeName)
        }
        if isWrapped {
            return ["@Generable cannot generate '\(name)', which has a property wrapper: the model sets stored properties; make it a plain stored property or a computed one"]
        }
        if member.modifiers.contains("lazy") {
            return ["@Generable cannot generate the lazy property '\(name)': make it a plain stored property or a computed one"]
        }
        guard let type = binding.type, !type.isEmpty else {
            return ["@Generable needs the type of '\(name)' written: the schema names it, as in `var \(name): String`"]
        }
        if member.keyword == "let", binding.initializer != nil {
            return ["@Generable cannot set '\(name)', a `let` with a value: make it a `var`, or a computed property"]
        }
        let spelling = member.rest.hasPrefix("`") ? "`\(name)`" : name
        if Self.isGenerationID(type) {
            if guide != nil {
                return ["@Guide does not apply to '\(name)', the content's GenerationID: the model does not generate it"]
            }
            if identity != nil {
                return ["@Generable takes one GenerationID property, the content's identity; '\(name)' is a second"]
            }
            identity = spelling
            return []
        }
        if name == "id" {
            return ["@Generable's PartiallyGenerated is Identifiable by a GenerationID named 'id': declare `var id: GenerationID`, or rename this property"]
        }
        let (wrappedType, isOptional) = Self.unwrappingOptional(type)
        if let reason = Self.unsupportedReason(wrappedType) {
            return ["@Generable cannot generate '\(name)' of type \(type): \(reason)"]
        }
        var arguments: GuideArguments?
        if let guide {
            arguments = GuideArguments(guide.arguments ?? "")
            if arguments == nil {
                return ["@Guide on '\(name)' needs a description or guides: `@Guide(description: \"…\")`, `@Guide(.count(3))`"]
            }
        }
        var property = Property(name: name, spelling: spelling, type: type, wrappedType: wrappedType, isOptional: isOptional, guide: arguments)
        switch member.accessLevel {
        case "public", "open": property.accessPrefix = "public "
        case "package": property.accessPrefix = "package "
        case "private", "fileprivate": property.accessPrefix = "fileprivate "
        default: property.accessPrefix = ""
        }
        properties.append(property)
        return []
    }

    /// Reads one member of an enumeration: its cases, refused when they carry values.
    private mutating func readCases(_ member: DeclarationReader.Declaration) -> [String] {
        if member.has(attribute: "Guide") {
            return ["@Guide goes on a stored property of a @Generable struct, not on an enum's members"]
        }
        guard member.keyword == "case" else { return [] }
        let scanner = SwiftSourceScanner(member.rest)
        var messages: [String] = []
        for element in scanner.topLevelParts(from: 0, to: scanner.text.count) {
            let text = Array(element)
            var end = 0
            if text.first == "`" {
                end = 1
                while end < text.count, text[end] != "`" { end += 1 }
                end = min(end + 1, text.count)
            } else {
                while end < text.count, DeclarationReader.isIdentifierCharacter(text[end]) { end += 1 }
            }
            let spelling = String(text[0..<end])
            let name = spelling.replacingOccurrences(of: "`", with: "")
            guard !name.isEmpty else { continue }
            let after = String(text[end...]).trimmingWhitespace()
            if after.hasPrefix("(") {
                messages.append("@Generable enum '\(typeName)' has case '\(name)' with associated values: here the model chooses among cases without values only; make '\(name)' a case without values, or a @Generable struct")
                continue
            }
            cases.append(Case(name: name, spelling: spelling))
        }
        return messages
    }

    // MARK: - Types

    static func isGenerationID(_ type: String) -> Bool {
        type == "GenerationID" || type == "FoundationModels.GenerationID"
    }

    /// `Int` of `Int?`, `Int!`, `Optional<Int>`, and whether it was optional.
    static func unwrappingOptional(_ type: String) -> (String, Bool) {
        if type.hasSuffix("?") || type.hasSuffix("!") {
            return (String(type.dropLast()).trimmingWhitespace(), true)
        }
        for prefix in ["Optional<", "Swift.Optional<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
            return (String(type.dropFirst(prefix.count).dropLast()).trimmingWhitespace(), true)
        }
        return (type, false)
    }

    /// Why generated content cannot hold a type of this shape, or nil when it may (the
    /// compiler then checks that it is `Generable`).
    static func unsupportedReason(_ type: String) -> String? {
        let scanner = SwiftSourceScanner(type)
        let text = scanner.text
        if type.hasPrefix("some ") || type.hasPrefix("any ") {
            return "the model generates concrete types; name a @Generable type"
        }
        if type.hasPrefix("("), let close = scanner.matchingClose(from: 0) {
            let rest = String(text[close...]).trimmingWhitespace()
            if rest.hasPrefix("->") || rest.hasPrefix("async") || rest.hasPrefix("throws") {
                return "a function is not generated content"
            }
            if close == text.count {
                let inner = String(text[1..<(close - 1)])
                if scanner.topLevelParts(from: 1, to: close - 1).count > 1 || inner.trimmingWhitespace().isEmpty {
                    return "a tuple is not generated content; use a @Generable struct"
                }
                // Parenthesised: the type inside.
                return unsupportedReason(inner.trimmingWhitespace())
            }
        }
        if type.hasPrefix("["), let close = scanner.matchingClose(from: 0), close == text.count {
            let inner = String(text[1..<(close - 1)])
            if Self.hasTopLevelColon(inner) {
                return "a dictionary is not generated content; use an array of a @Generable struct, or a @Generable struct of named properties"
            }
            let (element, isOptional) = unwrappingOptional(inner.trimmingWhitespace())
            if isOptional {
                return "an array's elements are generated content, never nil; use [\(element)]"
            }
            return unsupportedReason(element)
        }
        var name = type
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        for module in ["Swift.", "Foundation.", "CoreGraphics."] where name.hasPrefix(module) {
            name = String(name.dropFirst(module.count))
        }
        if name == "Dictionary" {
            return "a dictionary is not generated content; use an array of a @Generable struct, or a @Generable struct of named properties"
        }
        if name == "Any" || name == "AnyObject" {
            return "the model generates concrete types; name a @Generable type"
        }
        if let advice = notGenerable[name] {
            return "\(name) is not Generable (the model generates String, Int, Double, Float, Decimal, Bool, arrays, optionals and @Generable types); \(advice)"
        }
        return nil
    }

    /// Types of the standard library and Foundation that are not `Generable`, which
    /// apps may reach for, and what to write instead.
    static let notGenerable: [String: String] = [
        "Date": "generate a String (an ISO 8601 date, say) and convert it",
        "URL": "generate a String and make the URL from it",
        "UUID": "generate a String, or use a GenerationID for the content's identity",
        "Data": "generate a String",
        "Character": "generate a String",
        "Substring": "generate a String",
        "CGFloat": "generate a Double",
        "Int8": "generate an Int", "Int16": "generate an Int", "Int32": "generate an Int", "Int64": "generate an Int",
        "UInt": "generate an Int", "UInt8": "generate an Int", "UInt16": "generate an Int", "UInt32": "generate an Int", "UInt64": "generate an Int",
        "Set": "generate an array",
        "GenerationID": "a GenerationID is the content's identity, not generated: declare one `var id: GenerationID`",
        "Range": "generate two numbers, or a @Generable struct of them",
        "ClosedRange": "generate two numbers, or a @Generable struct of them",
    ]

    private static func hasTopLevelColon(_ text: String) -> Bool {
        let scanner = SwiftSourceScanner(text)
        var index = 0
        while index < scanner.text.count {
            if let skipped = scanner.skipLiteralOrComment(at: index) {
                index = skipped
                continue
            }
            let character = scanner.text[index]
            if character == "(" || character == "[" {
                index = scanner.matchingClose(from: index) ?? scanner.text.count
                continue
            }
            if character == "<" {
                index = DeclarationReader.matchingAngle(in: scanner.text, from: index)
                continue
            }
            if character == ":" { return true }
            index += 1
        }
        return false
    }
}

/// The arguments of a `@Guide` attribute, in its three forms: `@Guide(description:)`,
/// `@Guide(description:_ guides: GenerationGuide<T>...)` and
/// `@Guide(description:_ regex: Regex<Output>)`.
public struct GuideArguments: Equatable {
    /// The description, as written (a string literal, or any expression).
    public var description: String?
    /// The guides, as written (`.count(3)`, `.range(1...5)`).
    public var guides: [String]
    /// The regex literal or expression of the third form.
    public var regex: String?

    /// Reads the text between the attribute's parentheses; nil when it holds nothing.
    public init?(_ arguments: String) {
        let scanner = SwiftSourceScanner(arguments)
        var parts = scanner.topLevelParts(from: 0, to: scanner.text.count)
        description = nil
        if let first = parts.first, let value = Self.value(of: "description", in: first) {
            description = value
            parts.removeFirst()
        }
        guides = []
        regex = nil
        for part in parts {
            if Self.isRegex(part) {
                regex = part
            } else {
                guides.append(part)
            }
        }
        if description == nil && guides.isEmpty && regex == nil { return nil }
    }

    /// A regex literal (`/…/`, `#/…/#`) or a `Regex` made in place: the third form.
    static func isRegex(_ argument: String) -> Bool {
        let afterHashes = argument.drop(while: { $0 == "#" })
        return afterHashes.first == "/" || ["Regex", "try Regex", "try! Regex"].contains { argument.hasPrefix($0) }
    }

    /// The guides as the schema's property lists them: a regex becomes a pattern.
    public var guideExpressions: [String] {
        guides + (regex.map { ["FoundationModels.GenerationGuide<String>._pattern(\($0), source: \(PreviewExpansion.quoted($0)))"] } ?? [])
    }

    /// The value of a labeled argument (`description: "A trip"` → `"A trip"`).
    static func value(of label: String, in argument: String) -> String? {
        guard argument.hasPrefix(label) else { return nil }
        let rest = argument.dropFirst(label.count).drop(while: { $0 == " " || $0 == "\t" })
        guard rest.first == ":" else { return nil }
        return String(rest.dropFirst()).trimmingWhitespace()
    }

    /// The value of the argument labeled `label` in an argument list.
    static func labeledArgument(_ label: String, in arguments: String) -> String? {
        let scanner = SwiftSourceScanner(arguments)
        return scanner.topLevelParts(from: 0, to: scanner.text.count).lazy.compactMap { value(of: label, in: $0) }.first
    }
}
