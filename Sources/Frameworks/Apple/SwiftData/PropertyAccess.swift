import Foundation

// How the context reads and writes a model's properties knowing only their key paths
// (the schema's metadata holds them as `AnyKeyPath`): a key path to a model's property
// is a `ReferenceWritableKeyPath<Model, Value>`, and this conformance opens its `Value`.

/// A model property's key path, with its value type opened.
protocol PropertyAccess {
    /// The property's value, read through the model's getter.
    func value(of model: any PersistentModel) -> Any
    /// Writes through the model's setter, so observers hear of it.
    func set(_ value: Any, on model: any PersistentModel)
    /// The related models the value holds, for a relationship: none, one or many.
    func models(in value: Any) -> [any PersistentModel]
    /// A value holding `models`, for a relationship.
    func value(holding models: [any PersistentModel]) -> Any
    var valueType: Any.Type { get }
    var holdsModelsOutsideAnArray: Bool { get }
    /// The relationship the property is, judged from its type; nil for an attribute.
    var relationshipShape: RelationshipShape? { get }
}

/// What a relationship holds: one model or many, and whether it may be nil.
struct RelationshipShape: Equatable {
    var destination: any PersistentModel.Type
    var isToMany: Bool
    var isOptional: Bool

    static func == (lhs: RelationshipShape, rhs: RelationshipShape) -> Bool {
        lhs.destination == rhs.destination && lhs.isToMany == rhs.isToMany && lhs.isOptional == rhs.isOptional
    }
}

extension ReferenceWritableKeyPath: PropertyAccess {
    func value(of model: any PersistentModel) -> Any {
        guard let root = model as? Root else { fatalError("\(type(of: model)) has no property \(self)") }
        return root[keyPath: self]
    }

    func set(_ value: Any, on model: any PersistentModel) {
        guard let root = model as? Root else { fatalError("\(type(of: model)) has no property \(self)") }
        guard let typed = value as? Value else {
            fatalError("SwiftData: a value of type \(type(of: value)) cannot be stored in \(Root.self)'s \(Value.self) property")
        }
        root[keyPath: self] = typed
    }

    func models(in value: Any) -> [any PersistentModel] {
        // A value in `Any` opens its optional when cast: `Stop?` reads as a `Stop`.
        if let model = value as? any PersistentModel { return [model] }
        if let many = value as? any ToManyValue { return many.models }
        return []
    }

    func value(holding models: [any PersistentModel]) -> Any {
        if let many = Value.self as? any ToManyValue.Type { return many.make(models) }
        if let optionalMany = Value.self as? any OptionalToManyValue.Type { return optionalMany.make(models) }
        if let optionalOne = Value.self as? any OptionalToOneValue.Type { return optionalOne.make(models.first) }
        guard let model = models.first as? Value else {
            fatalError("SwiftData: \(Root.self)'s \(Value.self) relationship cannot be left empty: it is not optional")
        }
        return model
    }

    var valueType: Any.Type { Value.self }

    /// Whether the value holds models in a collection the store cannot keep as a
    /// relationship (a `Set` of models): SwiftData's to-many relationships are arrays.
    var holdsModelsOutsideAnArray: Bool {
        Value.self is any ModelSetValue.Type || Value.self is any OptionalModelSetValue.Type
    }

    var relationshipShape: RelationshipShape? {
        if let model = Value.self as? any PersistentModel.Type {
            return RelationshipShape(destination: model, isToMany: false, isOptional: false)
        }
        if let many = Value.self as? any ToManyValue.Type {
            return RelationshipShape(destination: many.destination, isToMany: true, isOptional: false)
        }
        if let optionalMany = Value.self as? any OptionalToManyValue.Type {
            return RelationshipShape(destination: optionalMany.destination, isToMany: true, isOptional: true)
        }
        if let optionalOne = Value.self as? any OptionalToOneValue.Type {
            return RelationshipShape(destination: optionalOne.destination, isToMany: false, isOptional: true)
        }
        return nil
    }
}

/// `[Stop]`: a to-many relationship's value.
protocol ToManyValue {
    static var destination: any PersistentModel.Type { get }
    var models: [any PersistentModel] { get }
    static func make(_ models: [any PersistentModel]) -> Self
}

extension Array: ToManyValue where Element: PersistentModel {
    static var destination: any PersistentModel.Type { Element.self }
    var models: [any PersistentModel] { self }
    static func make(_ models: [any PersistentModel]) -> [Element] { models.map { $0 as! Element } }
}

/// `[Stop]?`.
protocol OptionalToManyValue {
    static var destination: any PersistentModel.Type { get }
    static func make(_ models: [any PersistentModel]) -> Self
}

extension Optional: OptionalToManyValue where Wrapped: ToManyValue {
    static var destination: any PersistentModel.Type { Wrapped.destination }
    static func make(_ models: [any PersistentModel]) -> Wrapped? { Wrapped.make(models) }
}

/// `Stop?`: a to-one relationship that may be empty.
protocol OptionalToOneValue {
    static var destination: any PersistentModel.Type { get }
    static func make(_ model: (any PersistentModel)?) -> Self
}

extension Optional: OptionalToOneValue where Wrapped: PersistentModel {
    static var destination: any PersistentModel.Type { Wrapped.self }
    static func make(_ model: (any PersistentModel)?) -> Wrapped? { model.map { $0 as! Wrapped } }
}

/// `Set<Stop>`, which SwiftData does not keep as a relationship.
protocol ModelSetValue {}
extension Set: ModelSetValue where Element: PersistentModel {}
protocol OptionalModelSetValue {}
extension Optional: OptionalModelSetValue where Wrapped: ModelSetValue {}

/// Any optional: tells an attribute's schema that it may be nil, and a unique value
/// that it has none.
protocol _OptionalValue {
    var isNil: Bool { get }
}

extension Optional: _OptionalValue {
    var isNil: Bool {
        if case .none = self { return true }
        return false
    }
}
