/// What SwiftData's `@Model` expands to on a class, read from its source text: the
/// class keeps its stored `var`s as written, each becoming a property that reads and
/// writes the model's backing data and tells observers (`@_PersistedProperty`), and the
/// class gains what `PersistentModel` asks (backing data, schema metadata,
/// `init(backingData:)`) and the conformances to `PersistentModel` and `Observable`.
///
///     @Model final class Trip {
///         var name: String
///         @Relationship(deleteRule: .cascade) var stops: [Stop] = []
///         init(name: String) { self.name = name }
///     }
///
/// gains
///
///     @Transient private var _$backingData: any SwiftData.BackingData<Trip> = Trip.createBackingData()
///     var persistentBackingData: any SwiftData.BackingData<Trip> { get … set … }
///     static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] { [ … name … stops … ] }
///     required init(backingData: any SwiftData.BackingData<Trip>) { … }
///     @Transient private let _$observationRegistrar = Observation.ObservationRegistrar()
///
/// and `@_PersistedProperty` on `name` and `stops`. What the protocols ask is
/// `nonisolated`, and so are the conformances, so that a class of a module whose
/// default isolation is the main actor (as Xcode 26's app template sets it) still
/// conforms; in Swift 6 mode such a module cannot form the schema's key paths to its
/// main-actor properties, a limit of key paths today. A property the class does not
/// persist (`@Transient`, `static`, computed, under a property wrapper) is left as it
/// is. What the macro cannot make right is refused where it is written, with a
/// message (`let` properties, observers, a class without an initializer).
public struct ModelExpansion: Equatable {
    public var className: String
    /// `public `, `package ` or empty: the access of what the macro adds.
    public var accessPrefix: String
    public var properties: [Property]
    /// What stops the expansion, each said as a compiler error where it is written.
    public var problems: [Problem]

    /// A compiler error and where it goes: a UTF-8 offset in the declaration's text.
    public struct Problem: Equatable {
        public var message: String
        public var offset: Int
    }

    /// A persisted property.
    public struct Property: Equatable {
        /// The name as written, with backticks when it has them.
        public var spelling: String
        public var name: String
        /// The `@Attribute(…)` arguments, when it has the attribute.
        public var attributeArguments: String?
        /// The `@Relationship(…)` arguments, when it has the attribute.
        public var relationshipArguments: String?
    }

    public enum Failure: Error, Equatable {
        case notAClass

        public var message: String {
            switch self {
            case .notAClass: "@Model goes on a class: SwiftData models are reference types"
            }
        }
    }

    /// Reads the class as the compiler hands it over: its source text.
    public init(declaration source: String) throws(Failure) {
        let reader = DeclarationReader(source)
        guard let classDeclaration = reader.classDeclaration() else { throw .notAClass }
        className = classDeclaration.name
        switch classDeclaration.declaration.accessLevel {
        case "public", "open": accessPrefix = "public "
        case "package": accessPrefix = "package "
        default: accessPrefix = ""
        }
        properties = []
        problems = []
        var hasInitializer = false
        let keywordOffset = reader.utf8Offset(of: classDeclaration.declaration.start)
        for member in classDeclaration.members {
            if member.keyword == "init" && !member.modifiers.contains("convenience") { hasInitializer = true }
            switch Self.persistence(of: member) {
            case let .persisted(binding):
                properties.append(Property(
                    spelling: Self.spelling(of: binding.name, in: member),
                    name: binding.name,
                    attributeArguments: member.attribute("Attribute").map { $0.arguments ?? "" },
                    relationshipArguments: member.attribute("Relationship").map { $0.arguments ?? "" }
                ))
            case .notPersisted:
                break
            case let .problem(message):
                problems.append(Problem(message: message, offset: reader.utf8Offset(of: member.start)))
            }
        }
        if !hasInitializer {
            problems.append(Problem(message: "@Model requires an initializer be provided for '\(className)': write an init that sets its stored properties", offset: keywordOffset))
        }
    }

    // MARK: - What the roles add

    /// The members the class gains (the `member` role).
    public var members: String {
        // Problems are said as diagnostics where they are written (see `PluginMessage`).
        guard problems.isEmpty else { return "" }
        let backing = "any SwiftData.BackingData<\(className)>"
        let metadata = properties.map { property in
            var kind = "nil"
            if let arguments = property.relationshipArguments {
                kind = "SwiftData.Schema.Relationship(\(arguments))"
            } else if let arguments = property.attributeArguments {
                kind = "SwiftData.Schema.Attribute(\(arguments))"
            }
            return "        SwiftData.Schema.PropertyMetadata(name: \(PreviewExpansion.quoted(property.name)), keypath: \\\(className).\(property.spelling), defaultValue: nil, metadata: \(kind)),"
        }
        let peers: [String] = properties.map { "    _\($0.name) = SwiftData._SwiftDataNoType()" }
        // Built a piece at a time: one expression of these concatenations takes the
        // type checker a quarter of a second.
        let metadataLines: String = metadata.isEmpty ? "" : metadata.joined(separator: "\n") + "\n"
        let peerLines: String = peers.isEmpty ? "" : peers.joined(separator: "\n") + "\n"
        let schema: String = "\(accessPrefix)nonisolated static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {\n    [\n\(metadataLines)    ]\n}"
        let initializer: String = "\(accessPrefix)nonisolated required init(backingData: \(backing)) {\n    _$backingData = backingData\n\(peerLines)}"
        let members: [String] = [
            "@Transient nonisolated(unsafe) private var _$backingData: \(backing) = \(className).createBackingData()",
            """
            \(accessPrefix)nonisolated var persistentBackingData: \(backing) {
                get { _$backingData }
                set { _$backingData = newValue }
            }
            """,
            schema,
            initializer,
            "@Transient private let _$observationRegistrar = Observation.ObservationRegistrar()",
        ]
        return members.joined(separator: "\n\n")
    }

    /// The extensions that add the conformances the class lacks (the `extension`
    /// role): `type` is the class as the compiler names it, `conformances` the
    /// protocols it asks for (nil when it does not say).
    public func extensions(type: String, conformances: [String]?) -> String {
        guard problems.isEmpty else { return "" }
        let wanted = conformances ?? ["PersistentModel", "Observable"]
        var extensions: [String] = []
        if wanted.contains(where: { $0.hasSuffix("PersistentModel") }) {
            extensions.append("extension \(type): nonisolated SwiftData.PersistentModel {}")
        }
        if wanted.contains(where: { $0.hasSuffix("Observable") }) {
            extensions.append("extension \(type): nonisolated Observation.Observable {}")
        }
        return extensions.joined(separator: "\n\n")
    }

    /// The attributes a member gains (the `memberAttribute` role): `@_PersistedProperty`
    /// on each persisted property of a class that expands; nothing otherwise.
    public static func memberAttributes(member: String, parent: String?) -> String {
        let reader = DeclarationReader(member)
        let (declaration, _) = reader.declaration(from: reader.skipTrivia(from: 0, to: reader.text.count), to: reader.text.count)
        guard !declaration.has(attribute: "_PersistedProperty"), case .persisted = persistence(of: declaration) else { return "" }
        if let parent {
            guard let model = try? ModelExpansion(declaration: parent), model.problems.isEmpty else { return "" }
        }
        return "@_PersistedProperty"
    }

    // MARK: - Which properties persist

    enum Persistence: Equatable {
        case persisted(DeclarationReader.Binding)
        case notPersisted
        case problem(String)
    }

    /// Attributes a persisted property may carry; any other capitalised one is taken
    /// for a property wrapper, whose storage the model does not own.
    static let attributesOfPersistedProperties: Set<String> = [
        "Attribute", "Relationship", "_PersistedProperty", "available", "MainActor", "objc", "nonobjc",
        "preconcurrency", "inlinable", "usableFromInline", "_spi", "discardableResult",
    ]

    static func persistence(of member: DeclarationReader.Declaration) -> Persistence {
        guard member.keyword == "var" || member.keyword == "let", !member.isStatic else { return .notPersisted }
        guard let binding = DeclarationReader.binding(of: member.rest) else { return .notPersisted }
        if binding.name.hasPrefix("_$") { return .notPersisted }
        if binding.isCompound {
            return .problem("@Model reads one property a declaration: declare \(binding.name.isEmpty ? "each of these properties" : "'\(binding.name)' and the others") with a `var` of its own")
        }
        guard binding.isStored else { return .notPersisted }
        let isWrapped = member.attributes.contains { attribute in
            let name = attribute.name.split(separator: ".").last.map(String.init) ?? attribute.name
            return name.first?.isUppercase == true && !attributesOfPersistedProperties.contains(name) && name != "Transient"
        }
        if member.has(attribute: "Transient") || isWrapped {
            // Not persisted: `init(backingData:)` leaves it to its default.
            let isImplicitlyNil = member.keyword == "var" && (binding.type.map { $0.hasSuffix("?") || $0.hasSuffix("!") || $0.hasPrefix("Optional<") } ?? false)
            if binding.initializer == nil && !isImplicitlyNil && !isWrapped {
                return .problem("@Transient property '\(binding.name)' needs a default value: a model made from its backing data sets persisted properties only")
            }
            return .notPersisted
        }
        if member.keyword == "let" {
            return .problem("@Model persists properties declared with `var`: make '\(binding.name)' a `var`, or mark it @Transient")
        }
        if member.modifiers.contains("lazy") {
            return .problem("@Model cannot persist the lazy property '\(binding.name)': make it a plain `var`, or mark it @Transient")
        }
        if binding.accessorKind == .observers {
            return .problem("@Model cannot persist '\(binding.name)' with willSet or didSet: a persisted property's accessors read and write the model's storage; do the work where the value is set, or mark it @Transient")
        }
        return .persisted(binding)
    }

    /// The name as the declaration spells it: with backticks when it has them.
    private static func spelling(of name: String, in member: DeclarationReader.Declaration) -> String {
        member.rest.hasPrefix("`") ? "`\(name)`" : name
    }
}

/// What `@_PersistedProperty` (which `@Model` puts on each persisted property) expands
/// to: accessors that keep the value in the model's backing data and tell observers,
/// and an init accessor so that the class's own `init` sets the property as it set a
/// stored one (a default written beside the property still applies).
///
///     var name: String
///
/// becomes
///
///     var name: String {
///         @storageRestrictions(accesses: _$backingData, initializes: _name)
///         init(initialValue) { _$backingData.setValue(forKey: \.name, to: initialValue); _name = … }
///         get { _$observationRegistrar.access(self, keyPath: \.name); return self.getValue(forKey: \.name) }
///         set { _$observationRegistrar.withMutation(of: self, keyPath: \.name) { self.setValue(forKey: \.name, to: newValue) } }
///     }
///     @Transient private var _name: SwiftData._SwiftDataNoType
///
/// The peer holds nothing; it is what the init accessor initializes, so that the
/// compiler knows when the property is set.
public struct PersistedPropertyExpansion: Equatable {
    public var name: String
    public var spelling: String

    public enum Failure: Error, Equatable {
        case notAProperty

        public var message: String {
            switch self {
            case .notAProperty: "@_PersistedProperty goes on a stored `var` of a @Model class"
            }
        }
    }

    public init(declaration source: String) throws(Failure) {
        let reader = DeclarationReader(source)
        let (declaration, _) = reader.declaration(from: reader.skipTrivia(from: 0, to: reader.text.count), to: reader.text.count)
        guard declaration.keyword == "var", let binding = DeclarationReader.binding(of: declaration.rest), !binding.name.isEmpty else {
            throw .notAProperty
        }
        name = binding.name
        spelling = declaration.rest.hasPrefix("`") ? "`\(binding.name)`" : binding.name
    }

    /// The accessors (the `accessor` role).
    public var accessors: String {
        """
        @storageRestrictions(accesses: _$backingData, initializes: _\(name))
        init(initialValue) {
            _$backingData.setValue(forKey: \\.\(spelling), to: initialValue)
            _\(name) = SwiftData._SwiftDataNoType()
        }
        get {
            _$observationRegistrar.access(self, keyPath: \\.\(spelling))
            return self.getValue(forKey: \\.\(spelling))
        }
        set {
            _$observationRegistrar.withMutation(of: self, keyPath: \\.\(spelling)) {
                self.setValue(forKey: \\.\(spelling), to: newValue)
            }
        }
        """
    }

    /// The placeholder the init accessor initializes (the `peer` role).
    public var peer: String {
        "@Transient private var _\(name): SwiftData._SwiftDataNoType"
    }
}

/// What SwiftData's `@Query` expands to on a view's property, as in the SDKs where it
/// is a macro: a `Query` beside the property, its generic arguments taken from the
/// property's type (which a property wrapper without arguments could not infer), and
/// a getter that reads it.
///
///     @Query(sort: \Trip.name) private var trips: [Trip]
///
/// becomes
///
///     private var trips: [Trip] { get { _trips.wrappedValue } }
///     var _trips: SwiftData.Query<Trip, [Trip]> = SwiftData.Query<Trip, [Trip]>(sort: \Trip.name)
///
/// An initializer may still set `_trips = Query(filter: …)`; the view's memberwise
/// initializer stays as it was, `_trips` being a parameter with a default.
public struct QueryExpansion: Equatable {
    public var name: String
    public var element: String
    public var type: String
    /// The attribute's arguments as written, without the parentheses.
    public var arguments: String

    public enum Failure: Error, Equatable {
        case notAProperty
        case notAnArray(String)

        public var message: String {
            switch self {
            case .notAProperty: "@Query goes on a `var` of a view: `@Query private var items: [Item]`"
            case let .notAnArray(name): "@Query var \(name) needs the type of its models: write `@Query var \(name): [Model]` (or a typealias of one)"
            }
        }
    }

    public init(declaration source: String) throws(Failure) {
        let reader = DeclarationReader(source)
        let (declaration, _) = reader.declaration(from: reader.skipTrivia(from: 0, to: reader.text.count), to: reader.text.count)
        guard declaration.keyword == "var", let binding = DeclarationReader.binding(of: declaration.rest), !binding.name.isEmpty else {
            throw .notAProperty
        }
        name = binding.name
        guard let type = binding.type, let element = Self.element(of: type) else { throw .notAnArray(binding.name) }
        self.type = type
        self.element = element
        arguments = declaration.attribute("Query")?.arguments ?? ""
    }

    /// `Item` of `[Item]` or `Array<Item>`; for a name of a type (a typealias of an
    /// array, `typealias Trips = [Trip]`), its `Element`, as SwiftData's own macro
    /// leaves it to the compiler.
    static func element(of type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
            return String(type.dropFirst().dropLast()).trimmingWhitespace()
        }
        if type.hasPrefix("Array<"), type.hasSuffix(">") {
            return String(type.dropFirst("Array<".count).dropLast()).trimmingWhitespace()
        }
        if let first = type.first, first.isLetter || first == "_", !notModels.contains(type),
           type.allSatisfy({ $0.isLetter || $0.isNumber || "_.<>, ".contains($0) }) {
            return "\(type).Element"
        }
        return nil
    }

    /// Types that are never an array of models, refused with what to write rather than
    /// left to a compiler error inside the expansion.
    private static let notModels: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "String", "Character", "Date", "UUID", "URL", "Decimal", "Data",
    ]

    public var accessors: String {
        "get {\n    _\(name).wrappedValue\n}"
    }

    /// The getter of a local (`@Previewable @Query var items: [Item]` in a preview's
    /// body), which has no peer: the query is made where it is read.
    public var localAccessors: String {
        "get {\n    SwiftData.Query<\(element), \(type)>(\(arguments)).wrappedValue\n}"
    }

    public var peer: String {
        let query = "SwiftData.Query<\(element), \(type)>"
        // Not private: a view's memberwise initializer stays as open as without it.
        return "var _\(name): \(query) = \(query)(\(arguments))"
    }
}
