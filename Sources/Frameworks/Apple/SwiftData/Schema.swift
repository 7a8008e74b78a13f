import Foundation

/// The models a container stores, by entity, and the schema's version.
///
/// The models given are completed with those they reach through relationships, as on
/// iOS: `Schema([Trip.self])` holds `Stop` too when a trip has stops.
public final class Schema: Hashable, CustomDebugStringConvertible, @unchecked Sendable {
    public final let entities: [Schema.Entity]
    public final let entitiesByName: [String: Schema.Entity]
    public final let version: Schema.Version

    public init() {
        entities = []
        entitiesByName = [:]
        version = Version(1, 0, 0)
    }

    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        var entities: [Schema.Entity] = []
        var seen: Set<ObjectIdentifier> = []
        var pending = types
        while !pending.isEmpty {
            let type = pending.removeFirst()
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            let description = EntityDescription.of(type)
            entities.append(Schema.Entity(description))
            pending += description.properties.compactMap { $0.relationship?.destination }
        }
        self.entities = entities
        entitiesByName = Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.version = version
    }

    public init(_ entities: Schema.Entity..., version: Schema.Version = Version(1, 0, 0)) {
        self.entities = entities
        entitiesByName = Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.version = version
    }

    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    /// The model type of an entity, when the schema was made from types.
    func modelType(named name: String) -> (any PersistentModel.Type)? {
        entitiesByName[name]?.modelDescription?.type
    }

    func contains(_ type: any PersistentModel.Type) -> Bool {
        entitiesByName[EntityDescription.of(type).name]?.modelDescription.map { ObjectIdentifier($0.type) == ObjectIdentifier(type) } ?? false
    }

    public static func == (lhs: Schema, rhs: Schema) -> Bool {
        lhs.version == rhs.version && lhs.entities.map(\.name) == rhs.entities.map(\.name)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(version)
        hasher.combine(entities.map(\.name))
    }

    public var debugDescription: String {
        "Schema(\(version): \(entities.map(\.name).joined(separator: ", ")))"
    }

    /// A schema's version: `Schema.Version(1, 2, 0)`.
    public struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        public var major: Int
        public var minor: Int
        public var patch: Int

        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// What the macro says of one persisted property: its name, key path, default and
    /// its `@Attribute` or `@Relationship` options.
    public struct PropertyMetadata: @unchecked Sendable {
        public var name: String
        public var keypath: AnyKeyPath
        public var defaultValue: Any?
        public var metadata: (any SchemaProperty)?

        public init(name: String, keypath: AnyKeyPath, defaultValue: Any? = nil, metadata: (any SchemaProperty)? = nil) {
            self.name = name
            self.keypath = keypath
            self.defaultValue = defaultValue
            self.metadata = metadata
        }
    }

    // MARK: - Entities

    /// A model class as the schema sees it: its attributes and relationships.
    public final class Entity: Hashable, CustomDebugStringConvertible, @unchecked Sendable {
        public final var name: String
        public final var properties: [any SchemaProperty]
        let modelDescription: EntityDescription?

        public init(_ name: String) {
            self.name = name
            properties = []
            modelDescription = nil
        }

        public init(_ name: String, properties: any SchemaProperty...) {
            self.name = name
            self.properties = properties
            modelDescription = nil
        }

        init(_ description: EntityDescription) {
            name = description.name
            properties = description.properties.map(\.schemaProperty)
            modelDescription = description
        }

        public final var attributes: Set<Schema.Attribute> {
            Set(properties.compactMap { $0 as? Schema.Attribute })
        }

        public final var relationships: Set<Schema.Relationship> {
            Set(properties.compactMap { $0 as? Schema.Relationship })
        }

        public final var attributesByName: [String: Schema.Attribute] {
            Dictionary(attributes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }

        public final var relationshipsByName: [String: Schema.Relationship] {
            Dictionary(relationships.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }

        /// The properties whose values must be unique among the entity's models, one
        /// array a constraint: each `@Attribute(.unique)` alone, then each `#Unique`.
        public final var uniquenessConstraints: [[String]] {
            if let modelDescription { return modelDescription.uniquenessConstraints.map { $0.map(\.name) } }
            return properties.filter(\.isUnique).map { [$0.name] }
        }

        public static func == (lhs: Entity, rhs: Entity) -> Bool {
            lhs.name == rhs.name && lhs.properties.map(\.name) == rhs.properties.map(\.name)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
        }

        public var debugDescription: String {
            "Entity(\(name): \(properties.map(\.name).joined(separator: ", ")))"
        }
    }

    // MARK: - Attributes

    /// A persisted property that holds a value (not a model).
    public class Attribute: SchemaProperty, @unchecked Sendable {
        public var name: String
        public var originalName: String
        public var options: [Schema.Attribute.Option]
        public var valueType: any Any.Type
        public var defaultValue: Any?
        public var hashModifier: String?
        public var isOptional: Bool

        public init(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) {
            name = ""
            self.originalName = originalName ?? ""
            self.options = options
            valueType = Any.self
            defaultValue = nil
            self.hashModifier = hashModifier
            isOptional = false
        }

        public init(name: String, originalName: String? = nil, options: [Schema.Attribute.Option] = [], valueType: any Any.Type, defaultValue: Any? = nil, hashModifier: String? = nil) {
            self.name = name
            self.originalName = originalName ?? name
            self.options = options
            self.valueType = valueType
            self.defaultValue = defaultValue
            self.hashModifier = hashModifier
            isOptional = valueType is any _OptionalValue.Type
        }

        public var isAttribute: Bool { true }
        public var isRelationship: Bool { false }
        public var isTransient: Bool { false }
        public var isUnique: Bool { options.contains(.unique) }
        public var isTransformable: Bool { options.contains { $0.transformerName != nil } }

        public static func == (lhs: Attribute, rhs: Attribute) -> Bool {
            lhs.name == rhs.name && lhs.options == rhs.options && lhs.originalName == rhs.originalName
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
        }

        /// How SwiftData stores an attribute.
        public struct Option: Hashable, Sendable, CustomDebugStringConvertible {
            let name: String
            let transformerName: String?

            init(_ name: String, transformerName: String? = nil) {
                self.name = name
                self.transformerName = transformerName
            }

            /// The value is unique among the entity's models: inserting a model with a
            /// value a stored one has updates that one when the context saves.
            public static var unique: Option { Option("unique") }
            /// Stored beside the store on iOS; here kept with the others.
            public static var externalStorage: Option { Option("externalStorage") }
            /// Encrypted in iCloud on iOS; here there is no iCloud.
            public static var allowsCloudEncryption: Option { Option("allowsCloudEncryption") }
            /// Kept in the history of deletions on iOS.
            public static var preserveValueOnDeletion: Option { Option("preserveValueOnDeletion") }
            /// Indexed by Spotlight on iOS.
            public static var spotlight: Option { Option("spotlight") }
            /// Tracked in history without being stored (iOS 18).
            public static var ephemeral: Option { Option("ephemeral") }

            /// Stored through the named value transformer on iOS; here the value is kept as it is.
            public static func transformable(by transformerName: String) -> Option {
                Option("transformable", transformerName: transformerName)
            }

            public var debugDescription: String { name }
        }
    }

    // MARK: - Relationships

    /// A persisted property that holds other models: one (`Stop?`) or many (`[Stop]`).
    public final class Relationship: SchemaProperty, @unchecked Sendable {
        public final var name: String
        public final var originalName: String
        public final var options: [Schema.Relationship.Option]
        public final var deleteRule: Schema.Relationship.DeleteRule
        public final var minimumModelCount: Int?
        public final var maximumModelCount: Int?
        public final var hashModifier: String?
        /// The entity of the related models.
        public final var destination: String
        /// The relationship's own key path.
        public final var keypath: AnyKeyPath?
        /// The key path of the other model's property that points back, when declared.
        public final var inverseKeyPath: AnyKeyPath?
        /// The name of that property, once known.
        public final var inverseName: String?
        public final var isOptional: Bool
        public final var isToOneRelationship: Bool

        public init(
            _ options: Schema.Relationship.Option...,
            deleteRule: Schema.Relationship.DeleteRule = .nullify,
            minimumModelCount: Int? = 0,
            maximumModelCount: Int? = 0,
            originalName: String? = nil,
            inverse: AnyKeyPath? = nil,
            hashModifier: String? = nil
        ) {
            name = ""
            self.originalName = originalName ?? ""
            self.options = options
            self.deleteRule = deleteRule
            self.minimumModelCount = minimumModelCount
            self.maximumModelCount = maximumModelCount
            self.hashModifier = hashModifier
            destination = ""
            keypath = nil
            inverseKeyPath = inverse
            inverseName = nil
            isOptional = true
            isToOneRelationship = false
        }

        public var isAttribute: Bool { false }
        public var isRelationship: Bool { true }
        public var isTransient: Bool { false }
        public var isUnique: Bool { options.contains(.unique) }
        public var valueType: any Any.Type { (keypath.map { type(of: $0).valueType }) ?? Any.self }

        public static func == (lhs: Relationship, rhs: Relationship) -> Bool {
            lhs.name == rhs.name && lhs.destination == rhs.destination && lhs.deleteRule == rhs.deleteRule
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
        }

        /// What deleting a model does to the models its relationship holds.
        public enum DeleteRule: String, Hashable, Codable, Sendable {
            /// Deletes the related models too.
            case cascade
            /// Refuses to delete the model while it has related models: the save throws.
            case deny
            /// Leaves the related models as they are, still pointing at the deleted one.
            case noAction
            /// Removes the deleted model from the related models' side of the relationship.
            case nullify
        }

        public struct Option: Hashable, Sendable {
            let name: String

            /// Related models are unique. Not supported here: a schema that asks for it
            /// stops with a message when the container is made.
            public static var unique: Option { Option(name: "unique") }
        }
    }
}

/// What the schema knows of a property.
public protocol SchemaProperty: Hashable {
    var name: String { get }
    var originalName: String { get }
    var valueType: any Any.Type { get }
    var isAttribute: Bool { get }
    var isRelationship: Bool { get }
    var isTransient: Bool { get }
    var isOptional: Bool { get }
    var isUnique: Bool { get }
}
