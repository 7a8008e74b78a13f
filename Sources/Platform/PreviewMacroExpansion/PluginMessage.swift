import Foundation

/// The compiler's macro plugin protocol, as much of it as the package's macros use. The
/// compiler starts the plugin and sends messages on its standard input; each message,
/// both ways, is a 64-bit little-endian length followed by that many bytes of JSON, an
/// object whose one key is the message's name.
public enum PluginMessage {
    /// The protocol version this plugin speaks.
    public static let protocolVersion = 7

    /// The answer to one message from the compiler, or nil for a message it does not
    /// expect an answer to.
    public static func reply(to message: [String: Any], expand: (Expansion) -> String) -> [String: Any]? {
        if let request = message["expandAttachedMacro"] as? [String: Any] {
            let expansion = AttachedExpansion(request)
            return expansionResult(expandAttached(expansion), diagnostics: diagnostics(for: expansion))
        }
        return reply(to: message, expand: expand, expandAttached: Self.expandAttached)
    }

    /// The same, with attached macros expanded by `expandAttached`.
    public static func reply(to message: [String: Any], expand: (Expansion) -> String, expandAttached: (AttachedExpansion) -> String) -> [String: Any]? {
        if message["getCapability"] != nil {
            return ["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]]
        }
        if let request = message["expandFreestandingMacro"] as? [String: Any] {
            return expansionResult(expand(Expansion(request)))
        }
        if let request = message["expandAttachedMacro"] as? [String: Any] {
            return expansionResult(expandAttached(AttachedExpansion(request)))
        }
        if message["loadPluginLibrary"] != nil {
            return ["loadPluginLibraryResult": ["loaded": false, "diagnostics": [[String: Any]]()]]
        }
        return nil
    }

    private static func expansionResult(_ source: String, diagnostics: [[String: Any]] = []) -> [String: Any] {
        ["expandMacroResult": ["expandedSource": source, "diagnostics": diagnostics]]
    }

    /// Errors said where the code is written (a `@Model` class's `let`, a `@Query` of no
    /// model type, a `@Generable` enum case with values), as the compiler's own would
    /// be: one role of each macro says them.
    public static func diagnostics(for expansion: AttachedExpansion) -> [[String: Any]] {
        var problems: [(message: String, offset: Int)] = []
        switch (expansion.typeName, expansion.role) {
        case ("ModelMacro", "member"):
            do throws(ModelExpansion.Failure) {
                problems = try ModelExpansion(declaration: expansion.declaration).problems.map { ($0.message, $0.offset) }
            } catch {
                problems = [(error.message, DeclarationReader(expansion.declaration).declarationStart)]
            }
        case ("GenerableMacro", "member"):
            do throws(GenerableExpansion.Failure) {
                problems = try GenerableExpansion(declaration: expansion.declaration).problems.map { ($0.message, $0.offset) }
            } catch {
                problems = [(error.message, DeclarationReader(expansion.declaration).declarationStart)]
            }
        case ("QueryMacro", "peer"):
            do throws(QueryExpansion.Failure) {
                _ = try QueryExpansion(declaration: expansion.declaration)
            } catch {
                problems = [(error.message, DeclarationReader(expansion.declaration).declarationStart)]
            }
        default:
            break
        }
        return problems.map { problem in
            [
                "message": problem.message,
                "severity": "error",
                "position": ["fileName": expansion.fileName, "offset": expansion.offset + problem.offset],
                "highlights": [[String: Any]](),
                "notes": [[String: Any]](),
                "fixIts": [[String: Any]](),
            ]
        }
    }

    /// The package's attached macros: `@Previewable` adds nothing (`#Preview` takes it
    /// off the body it expands); `@Entry` adds accessors and a key; SwiftData's `@Model`
    /// adds members, an attribute on each persisted property and the conformances, and
    /// `@_PersistedProperty` the accessors of one property, `@Query` a query beside a
    /// view's property; FoundationModels' `@Generable` adds a schema, a partially
    /// generated form and the conformance to `Generable`. SwiftData's `@Attribute`,
    /// `@Relationship` and `@Transient`, and FoundationModels' `@Guide`, add nothing:
    /// `@Model` and `@Generable` read them.
    public static func expandAttached(_ expansion: AttachedExpansion) -> String {
        switch expansion.typeName {
        case "EntryMacro": expandEntry(expansion)
        case "GenerableMacro": expandGenerable(expansion)
        case "ModelMacro": expandModel(expansion)
        case "PersistedPropertyMacro": expandPersistedProperty(expansion)
        case "QueryMacro": expandQuery(expansion)
        default: ""
        }
    }

    private static func expandEntry(_ expansion: AttachedExpansion) -> String {
        do throws(EntryExpansion.Failure) {
            let entry = try EntryExpansion(declaration: expansion.declaration)
            switch expansion.role {
            case "accessor": return entry.accessors
            case "peer": return entry.keyDeclaration
            default: return ""
            }
        } catch {
            // Said once, where the key would go; the accessors stay away.
            return expansion.role == "peer" ? "#error(" + PreviewExpansion.quoted(error.message) + ")" : ""
        }
    }

    private static func expandModel(_ expansion: AttachedExpansion) -> String {
        if expansion.role == "memberAttribute" {
            return ModelExpansion.memberAttributes(member: expansion.declaration, parent: expansion.parentDeclaration)
        }
        do throws(ModelExpansion.Failure) {
            let model = try ModelExpansion(declaration: expansion.declaration)
            switch expansion.role {
            case "member": return model.members
            case "extension": return model.extensions(type: expansion.extendedType ?? model.className, conformances: expansion.conformances)
            default: return ""
            }
        } catch {
            // Said as a diagnostic (`diagnostics(for:)`).
            return ""
        }
    }

    private static func expandGenerable(_ expansion: AttachedExpansion) -> String {
        do throws(GenerableExpansion.Failure) {
            let generable = try GenerableExpansion(declaration: expansion.declaration)
            switch expansion.role {
            case "member": return generable.members
            case "extension": return generable.extensions(type: expansion.extendedType ?? generable.typeName, conformances: expansion.conformances)
            default: return ""
            }
        } catch {
            // Said as a diagnostic (`diagnostics(for:)`).
            return ""
        }
    }

    private static func expandPersistedProperty(_ expansion: AttachedExpansion) -> String {
        do throws(PersistedPropertyExpansion.Failure) {
            let property = try PersistedPropertyExpansion(declaration: expansion.declaration)
            switch expansion.role {
            case "accessor": return property.accessors
            case "peer": return property.peer
            default: return ""
            }
        } catch {
            return expansion.role == "peer" ? "#error(" + PreviewExpansion.quoted(error.message) + ")" : ""
        }
    }

    private static func expandQuery(_ expansion: AttachedExpansion) -> String {
        do throws(QueryExpansion.Failure) {
            let query = try QueryExpansion(declaration: expansion.declaration)
            switch expansion.role {
            case "accessor": return expansion.isInsideType ? query.accessors : query.localAccessors
            case "peer": return query.peer
            default: return ""
            }
        } catch {
            // Said as a diagnostic (`diagnostics(for:)`); the getter keeps the compiler
            // from adding an error of its own.
            return expansion.role == "accessor" ? "get {\n    fatalError(" + PreviewExpansion.quoted(error.message) + ")\n}" : ""
        }
    }

    /// An attached macro's expansion as the compiler describes it.
    public struct AttachedExpansion {
        public var typeName: String
        /// `accessor`, `peer`, `member`, `memberAttribute`, `extension`: which of the
        /// macro's roles is asked for.
        public var role: String
        /// The declaration the attribute is on, as written; for `memberAttribute`, the
        /// member being asked about.
        public var declaration: String
        /// For `memberAttribute`: the type whose member it is.
        public var parentDeclaration: String?
        /// For `extension`: the type being extended, as the compiler names it.
        public var extendedType: String?
        /// For `extension`: the protocols the type does not conform to yet.
        public var conformances: [String]?
        /// The file of the declaration and the UTF-8 offset of its text in it: where
        /// diagnostics about it go.
        public var fileName = ""
        public var offset = 0
        /// The declarations and expressions around the declaration, innermost first.
        public var lexicalContext: [String]?

        /// Whether the declaration is a member of a type (or of an extension), rather
        /// than a local of a function or closure, which peers cannot be added beside.
        /// Without a lexical context from the compiler, it is taken for a member.
        public var isInsideType: Bool {
            guard let innermost = lexicalContext?.first else { return true }
            let reader = DeclarationReader(innermost)
            let (declaration, _) = reader.declaration(from: reader.skipTrivia(from: 0, to: reader.text.count), to: reader.text.count)
            return ["struct", "class", "enum", "actor", "extension", "protocol"].contains(declaration.keyword)
        }

        init(_ request: [String: Any]) {
            let macro = request["macro"] as? [String: Any]
            let decl = request["declSyntax"] as? [String: Any]
            typeName = macro?["typeName"] as? String ?? ""
            role = request["macroRole"] as? String ?? ""
            declaration = decl?["source"] as? String ?? ""
            let location = decl?["location"] as? [String: Any]
            fileName = location?["fileName"] as? String ?? ""
            offset = location?["offset"] as? Int ?? 0
            lexicalContext = (request["lexicalContext"] as? [[String: Any]])?.compactMap { $0["source"] as? String }
            parentDeclaration = (request["parentDeclSyntax"] as? [String: Any])?["source"] as? String
            extendedType = ((request["extendedTypeSyntax"] as? [String: Any])?["source"] as? String)?.trimmingWhitespace()
            conformances = ((request["conformanceListSyntax"] as? [String: Any])?["source"] as? String).map(Self.protocols(in:))
        }

        /// The protocols of a conformance list as the compiler hands it over: a
        /// placeholder declaration (`struct Placeholder: Observable, PersistentModel {}`).
        static func protocols(in source: String) -> [String] {
            var list = Substring(source)
            if let colon = list.firstIndex(of: ":") { list = list[list.index(after: colon)...] }
            if let brace = list.firstIndex(of: "{") { list = list[..<brace] }
            return list.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        }

        public init(typeName: String, role: String, declaration: String, parentDeclaration: String? = nil, extendedType: String? = nil, conformances: [String]? = nil) {
            self.typeName = typeName
            self.role = role
            self.declaration = declaration
            self.parentDeclaration = parentDeclaration
            self.extendedType = extendedType
            self.conformances = conformances
        }
    }

    /// A freestanding macro's expansion as the compiler describes it.
    public struct Expansion {
        public var typeName: String
        public var discriminator: String
        public var source: String
        public var fileID: String
        public var line: Int
        public var column: Int

        init(_ request: [String: Any]) {
            let macro = request["macro"] as? [String: Any]
            let syntax = request["syntax"] as? [String: Any]
            let location = syntax?["location"] as? [String: Any]
            typeName = macro?["typeName"] as? String ?? ""
            discriminator = request["discriminator"] as? String ?? "preview"
            source = syntax?["source"] as? String ?? ""
            fileID = location?["fileID"] as? String ?? ""
            line = location?["line"] as? Int ?? 0
            column = location?["column"] as? Int ?? 0
        }

        public init(typeName: String, discriminator: String, source: String, fileID: String, line: Int, column: Int) {
            self.typeName = typeName
            self.discriminator = discriminator
            self.source = source
            self.fileID = fileID
            self.line = line
            self.column = column
        }
    }

    /// Reads one framed message; nil at the end of the input, or at the empty message
    /// with which the compiler tells a plugin it is done (a length of 0).
    public static func read(from handle: FileHandle) throws -> [String: Any]? {
        guard let header = try handle.read(upToCount: 8), header.count == 8 else { return nil }
        let length = header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        guard length > 0 else { return nil }
        var payload = Data()
        while payload.count < Int(length) {
            guard let chunk = try handle.read(upToCount: Int(length) - payload.count), !chunk.isEmpty else { return nil }
            payload.append(chunk)
        }
        return try JSONSerialization.jsonObject(with: payload) as? [String: Any]
    }

    /// Writes one framed message.
    public static func write(_ message: [String: Any], to handle: FileHandle) throws {
        let payload = try JSONSerialization.data(withJSONObject: message)
        var length = UInt64(payload.count).littleEndian
        var framed = Data(bytes: &length, count: 8)
        framed.append(payload)
        try handle.write(contentsOf: framed)
    }
}
