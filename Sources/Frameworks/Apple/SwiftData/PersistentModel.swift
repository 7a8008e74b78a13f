import Foundation

/// A class SwiftData stores: what `@Model` makes a class conform to.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, SendableMetatype {
    init(backingData: any BackingData<Self>)
    var persistentBackingData: any BackingData<Self> { get set }
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
    /// The compound constraints `#Unique` writes. Underscored: it is the macro's.
    static var _uniquenessConstraints: [[AnyKeyPath]] { get }
}

extension PersistentModel {
    /// No compound constraint unless the model writes `#Unique`.
    public static var _uniquenessConstraints: [[AnyKeyPath]] { [] }

    /// The model's identity: temporary until a context inserts it, then permanent.
    public var persistentModelID: PersistentIdentifier {
        let state = self.state
        if let identifier = state.identifier { return identifier }
        let temporary = PersistentIdentifier.temporary(entityName: EntityDescription.of(Self.self).name)
        state.identifier = temporary
        return temporary
    }

    /// The context the model is registered in, if any.
    public var modelContext: ModelContext? { state.context }

    /// Whether the model has changes its context has not saved.
    public var hasChanges: Bool {
        guard let context = state.context else { return false }
        return context.hasUnsavedChanges(self)
    }

    /// Whether the model's context will delete it at the next save.
    public var isDeleted: Bool { state.isDeleted }

    /// A persisted property's value: what a `@Model` property's getter reads.
    public func getValue<Value>(forKey key: KeyPath<Self, Value>) -> Value {
        persistentBackingData.getValue(forKey: key)
    }

    /// Sets a persisted property: what a `@Model` property's setter does. The context
    /// hears of the change, and a relationship's other side follows: setting a stop's
    /// trip adds the stop to the trip's stops.
    public func setValue<Value>(forKey key: KeyPath<Self, Value>, to newValue: Value) {
        let state = self.state
        let property = EntityDescription.of(Self.self).property(key)
        var before: [any PersistentModel] = []
        let followsInverse = state.maintainsInverses && property?.relationship != nil
        if followsInverse, let property {
            before = property.access.models(in: persistentBackingData.getValue(forKey: key))
        }
        persistentBackingData.setValue(forKey: key, to: newValue)
        state.context?.didChange(self)
        guard let property, property.relationship != nil else { return }
        let after = property.access.models(in: newValue)
        if followsInverse {
            Inverses.follow(property, of: self, from: before, to: after)
        }
        // Models a registered model now holds join its context, as on iOS.
        state.context?.insertRelated(after)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The model's identity as `Identifiable` sees it, unless the class declares an `id`.
    public var id: PersistentIdentifier { persistentModelID }
}
