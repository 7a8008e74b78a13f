import Foundation

/// Where a model's persisted values live. `@Model` gives each model one
/// (`createBackingData()`), and a context gives a model it fetches one filled from
/// the store.
public protocol BackingData<Model> {
    associatedtype Model: PersistentModel
    init(for modelType: Model.Type)
    var persistentModelID: PersistentIdentifier? { get set }
    /// What the store knows of the model: here its entity's description.
    var metadata: Any { get }
    func getValue<Value>(forKey: KeyPath<Model, Value>) -> Value
    func setValue<Value>(forKey: KeyPath<Model, Value>, to newValue: Value)
}

/// The state of one model instance that the context manages, whatever its class:
/// values by key path, relationships still held as identifiers (faults, resolved on
/// first read), the context it is registered in and its identifier.
class ModelState {
    var values: [AnyKeyPath: Any] = [:]
    /// Relationship values read from the store and not yet turned into models.
    var faults: [AnyKeyPath: [PersistentIdentifier]] = [:]
    weak var context: ModelContext?
    var identifier: PersistentIdentifier?
    var isDeleted = false
    /// Off while the context writes a relationship's other side, so that the write does
    /// not come back.
    var maintainsInverses = true

    init() {}
}

/// The backing data every model here has.
final class DefaultBackingData<Model: PersistentModel>: ModelState, BackingData {
    init(for modelType: Model.Type) {
        super.init()
    }

    var persistentModelID: PersistentIdentifier? {
        get { identifier }
        set { identifier = newValue }
    }

    var metadata: Any { EntityDescription.of(Model.self) }

    func getValue<Value>(forKey key: KeyPath<Model, Value>) -> Value {
        if let fault = faults.removeValue(forKey: key) {
            values[key] = resolve(fault, for: key)
        }
        guard let value = values[key] else {
            fatalError("SwiftData: \(Model.self).\(EntityDescription.of(Model.self).property(key)?.name ?? "\(key)") was read before it was set")
        }
        guard let typed = value as? Value else {
            fatalError("SwiftData: \(Model.self) holds a \(type(of: value)) where \(Value.self) is expected")
        }
        return typed
    }

    func setValue<Value>(forKey key: KeyPath<Model, Value>, to newValue: Value) {
        faults[key] = nil
        values[key] = newValue
    }

    /// The models a fault names, from the context the model is registered in.
    private func resolve(_ identifiers: [PersistentIdentifier], for key: AnyKeyPath) -> Any {
        guard let property = EntityDescription.of(Model.self).property(key) else {
            fatalError("SwiftData: \(key) is not a persisted property of \(Model.self)")
        }
        guard let context else {
            fatalError("SwiftData: \(Model.self).\(property.name) was read after the model's context was released (or the model left it), before its related models were loaded: keep the context while reading its models")
        }
        let models = identifiers.compactMap { context.existingModel(for: $0) }
        return property.access.value(holding: models)
    }
}

extension PersistentModel {
    /// A model's first backing data, before any context has it.
    public static func createBackingData<P: PersistentModel>() -> some BackingData<P> {
        DefaultBackingData<P>(for: P.self)
    }

    /// The state the context manages, behind the backing data.
    var state: ModelState {
        guard let state = persistentBackingData as? ModelState else {
            fatalError("SwiftData: \(Self.self) has backing data of a kind this SwiftData does not know: \(type(of: persistentBackingData))")
        }
        return state
    }
}
