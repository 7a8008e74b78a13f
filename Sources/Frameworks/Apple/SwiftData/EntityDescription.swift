import Foundation

/// A model class as the context uses it, read once from its `schemaMetadata`: each
/// persisted property with its key path opened, and for relationships their shape,
/// delete rule and inverse. Made once a class and kept.
final class EntityDescription: @unchecked Sendable {
    let type: any PersistentModel.Type
    /// The class's name, as iOS names entities.
    let name: String
    let properties: [PropertyDescription]
    private let byKeyPath: [AnyKeyPath: PropertyDescription]
    private let byName: [String: PropertyDescription]

    private init(_ type: any PersistentModel.Type) {
        self.type = type
        name = String(describing: type)
        var properties: [PropertyDescription] = []
        for metadata in type.schemaMetadata {
            guard let access = metadata.keypath as? any PropertyAccess else {
                fatalError("SwiftData: \(type).\(metadata.name) is not a settable property of the model")
            }
            properties.append(PropertyDescription(entityName: String(describing: type), metadata: metadata, access: access))
        }
        self.properties = properties
        byKeyPath = Dictionary(properties.map { ($0.keyPath, $0) }, uniquingKeysWith: { first, _ in first })
        byName = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func property(_ keyPath: AnyKeyPath) -> PropertyDescription? { byKeyPath[keyPath] }
    func property(named name: String) -> PropertyDescription? { byName[name] }

    var relationships: [PropertyDescription] { properties.filter { $0.relationship != nil } }
    /// What must be unique among the entity's models: each `@Attribute(.unique)`
    /// property alone, then each `#Unique` constraint's properties together.
    var uniquenessConstraints: [[PropertyDescription]] {
        let single = properties.filter { $0.relationship == nil && $0.isUnique }.map { [$0] }
        let compound = type._uniquenessConstraints.map { keyPaths in
            keyPaths.map { keyPath in
                guard let property = property(keyPath), property.relationship == nil else {
                    fatalError("SwiftData: #Unique on \(name) names \(keyPath), which is not a stored attribute of the model")
                }
                return property
            }
        }
        return single + compound
    }

    // MARK: - The cache

    private static let lock = NSLock()
    nonisolated(unsafe) private static var descriptions: [ObjectIdentifier: EntityDescription] = [:]
    nonisolated(unsafe) private static var inverses: [AnyKeyPath: PropertyDescription?] = [:]

    static func of(_ type: any PersistentModel.Type) -> EntityDescription {
        lock.lock()
        if let known = descriptions[ObjectIdentifier(type)] {
            lock.unlock()
            return known
        }
        lock.unlock()
        // Made outside the lock: reading `schemaMetadata` runs the model's code.
        let made = EntityDescription(type)
        lock.lock()
        defer { lock.unlock() }
        if let known = descriptions[ObjectIdentifier(type)] { return known }
        descriptions[ObjectIdentifier(type)] = made
        return made
    }

    /// The property of the destination that points back along `relationship`: the one
    /// `@Relationship(inverse:)` names on either side, or else the one SwiftData infers
    /// when the pairing is unambiguous: one relationship each way between the two
    /// models, neither naming an inverse, neither a required to-one (`var school:
    /// School`; `School?` pairs).
    static func inverse(of relationship: PropertyDescription) -> PropertyDescription? {
        lock.lock()
        if let known = inverses[relationship.keyPath] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let found = findInverse(of: relationship)
        lock.lock()
        inverses[relationship.keyPath] = .some(found)
        lock.unlock()
        return found
    }

    private static func findInverse(of relationship: PropertyDescription) -> PropertyDescription? {
        guard let shape = relationship.relationship else { return nil }
        let destination = of(shape.destination)
        if let declared = relationship.declaredInverse {
            guard let inverse = destination.property(declared), inverse.relationship != nil else {
                fatalError("SwiftData: the inverse of \(relationship.entityName).\(relationship.name) is not a relationship of \(destination.name)")
            }
            return inverse
        }
        if let naming = destination.relationships.first(where: { $0.declaredInverse == relationship.keyPath }) {
            return naming
        }
        // Inferred: exactly one relationship each way, none naming another inverse.
        let source = of(relationship.relationshipOwner)
        let forward = source.relationships.filter { $0.relationship?.destination == shape.destination && $0.declaredInverse == nil }
        let backward = destination.relationships.filter { $0.relationship?.destination == relationship.relationshipOwner && $0.declaredInverse == nil }
        guard forward.count == 1, backward.count == 1, forward[0] === relationship, let candidate = backward.first,
              candidate !== relationship, let back = candidate.relationship else { return nil }
        // A required to-one side (`var school: School`) is not paired, as on iOS.
        let isRequiredToOne = { (side: PropertyDescription.Relationship) in !side.isToMany && !side.isOptional }
        guard !isRequiredToOne(shape), !isRequiredToOne(back) else { return nil }
        return candidate
    }
}

/// One persisted property of a model class.
final class PropertyDescription: @unchecked Sendable {
    let entityName: String
    let name: String
    let keyPath: AnyKeyPath
    let access: any PropertyAccess
    let isUnique: Bool
    /// Set for a relationship: what it holds and what deleting its owner does.
    let relationship: Relationship?
    let declaredInverse: AnyKeyPath?
    let deleteRule: Schema.Relationship.DeleteRule
    let schemaProperty: any SchemaProperty

    struct Relationship {
        var destination: any PersistentModel.Type
        var isToMany: Bool
        var isOptional: Bool
    }

    init(entityName: String, metadata: Schema.PropertyMetadata, access: any PropertyAccess) {
        self.entityName = entityName
        name = metadata.name
        keyPath = metadata.keypath
        self.access = access
        let declared = metadata.metadata as? Schema.Relationship
        if access.holdsModelsOutsideAnArray {
            fatalError("SwiftData: \(entityName).\(metadata.name) holds models in a Set: a to-many relationship is an array (`[Model]`), as on iOS")
        }
        if let shape = access.relationshipShape {
            relationship = Relationship(destination: shape.destination, isToMany: shape.isToMany, isOptional: shape.isOptional)
            declaredInverse = declared?.inverseKeyPath
            deleteRule = declared?.deleteRule ?? .nullify
            if declared?.options.contains(.unique) == true {
                fatalError("SwiftData: \(entityName).\(metadata.name) asks for unique related models (@Relationship(.unique)), which this in-memory SwiftData does not support")
            }
            let schema = Schema.Relationship(
                deleteRule: deleteRule,
                minimumModelCount: declared?.minimumModelCount ?? 0,
                maximumModelCount: declared?.maximumModelCount ?? 0,
                originalName: declared.map(\.originalName).flatMap { $0.isEmpty ? nil : $0 },
                inverse: declared?.inverseKeyPath,
                hashModifier: declared?.hashModifier
            )
            schema.name = metadata.name
            if schema.originalName.isEmpty { schema.originalName = metadata.name }
            schema.destination = String(describing: shape.destination)
            schema.keypath = metadata.keypath
            schema.isOptional = shape.isOptional
            schema.isToOneRelationship = !shape.isToMany
            schemaProperty = schema
            isUnique = false
        } else {
            relationship = nil
            declaredInverse = nil
            deleteRule = .nullify
            let declaredAttribute = metadata.metadata as? Schema.Attribute
            let attribute = Schema.Attribute(
                name: metadata.name,
                originalName: declaredAttribute.map(\.originalName).flatMap { $0.isEmpty ? nil : $0 },
                options: declaredAttribute?.options ?? [],
                valueType: access.valueType,
                defaultValue: metadata.defaultValue,
                hashModifier: declaredAttribute?.hashModifier
            )
            schemaProperty = attribute
            isUnique = attribute.isUnique
        }
    }

    /// The model type that owns the property, from its key path's root.
    var relationshipOwner: any PersistentModel.Type {
        type(of: keyPath).rootType as! any PersistentModel.Type
    }
}
