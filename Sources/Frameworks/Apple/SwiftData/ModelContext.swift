import Foundation

/// Where models are inserted, changed, deleted and fetched; `save()` writes the changes
/// to the container's store, `rollback()` forgets them.
///
///     let context = container.mainContext
///     context.insert(Trip(name: "Lisbon"))
///     try context.save()
///     let trips = try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]))
///
/// Each context has its own instances of the models it fetches, as on iOS: another
/// context of the same container sees what this one saved, not its unsaved changes.
/// Inserting a model inserts the models it reaches through relationships. Deleting
/// applies the relationships' delete rules at once (`.cascade` deletes the related
/// models, `.nullify` takes the deleted model out of their side); a `.deny` rule makes
/// the next save throw. Not kept here: undo (there is no `UndoManager` on Linux) and
/// history.
public class ModelContext {
    public let container: ModelContainer
    /// Whether the context saves by itself on iOS (after changes, and as windows and
    /// views come and go). Nothing triggers that here: call `save()`.
    public var autosaveEnabled = false
    /// Who made the changes, for the history iOS keeps (iOS 18).
    public var author: String?
    /// The context `EnvironmentValues.modelContext` has when no container was set: it
    /// holds no model, fetches nothing and refuses inserts.
    let isEnvironmentDefault: Bool

    private var registered: [PersistentIdentifier: any PersistentModel] = [:]
    private var inserted = OrderedIdentifiers()
    private var changed = OrderedIdentifiers()
    private var deleted = OrderedIdentifiers()
    /// Set while `rollback()` puts models back: their writes are not changes.
    private var isRestoring = false
    /// The models a `delete` is going through, so that cycles of cascades end.
    private var deleting: Set<ObjectIdentifier> = []

    public init(_ container: ModelContainer) {
        self.container = container
        isEnvironmentDefault = false
    }

    init(environmentDefaultOf container: ModelContainer) {
        self.container = container
        isEnvironmentDefault = true
    }

    /// Sent before a context saves; the object is the context.
    public static let willSave = Notification.Name("SwiftData.ModelContext.willSave")
    /// Sent after a context saved; `userInfo` holds the identifiers by `NotificationKey`.
    public static let didSave = Notification.Name("SwiftData.ModelContext.didSave")

    /// The keys of `didSave`'s `userInfo`.
    public enum NotificationKey: String, Sendable {
        case queryGeneration
        case invalidatedAllIdentifiers
        case insertedIdentifiers
        case updatedIdentifiers
        case deletedIdentifiers
    }

    // MARK: - Changes

    /// Whether the context has inserts, changes or deletes it has not saved.
    public var hasChanges: Bool {
        !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty
    }

    public var insertedModelsArray: [any PersistentModel] { inserted.elements.compactMap { registered[$0] } }
    public var changedModelsArray: [any PersistentModel] { changed.elements.compactMap { registered[$0] } }
    public var deletedModelsArray: [any PersistentModel] { deleted.elements.compactMap { registered[$0] } }

    func hasUnsavedChanges(_ model: any PersistentModel) -> Bool {
        guard let identifier = model.state.identifier else { return false }
        return inserted.contains(identifier) || changed.contains(identifier) || deleted.contains(identifier)
    }

    /// Registers `model` to be saved, with the models it reaches through relationships.
    /// It gets its permanent identifier now.
    public func insert<T: PersistentModel>(_ model: T) {
        insertModel(model)
    }

    /// Marks `model` for deletion at the next save (a model never saved is dropped at
    /// once) and applies its relationships' delete rules.
    public func delete<T: PersistentModel>(_ model: T) {
        deleteModel(model)
    }

    /// Deletes every model of a type that matches `predicate` (all of them without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for match in try fetch(FetchDescriptor<T>(predicate: predicate)) {
            deleteModel(match)
        }
    }

    /// Runs `block`, then saves what it changed. When `block` throws, nothing is saved.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Inserts the models that registered models reach through relationships and that
    /// no context has yet; a save and a fetch do it first.
    public func processPendingChanges() {
        for identifier in inserted.elements + changed.elements {
            guard let model = registered[identifier] else { continue }
            for relationship in EntityDescription.of(type(of: model)).relationships {
                insertRelated(relationship.access.models(in: relationship.access.value(of: model)))
            }
        }
    }

    /// Writes the inserts, changes and deletes to the store. Throws, writing nothing,
    /// when a `.deny` rule refuses a delete, a changed unique value collides with
    /// another model's, or the configuration does not allow saving. An inserted model
    /// whose unique attribute has a stored model's value takes that model's place and
    /// identifier (an upsert), as on iOS.
    public func save() throws {
        guard !isEnvironmentDefault else { return }
        processPendingChanges()
        guard hasChanges else { return }
        guard container.allowsSave else { throw SwiftDataError.saveNotAllowed }
        try checkDenyRules()
        try mergeUniqueValues()
        NotificationCenter.default.post(name: Self.willSave, object: self)
        let written = (inserted.elements + changed.elements).compactMap { identifier in
            registered[identifier].map { (identifier, row(of: $0)) }
        }
        container.store.commit(writing: written, removing: deleted.elements)
        let userInfo: [String: [PersistentIdentifier]] = [
            NotificationKey.insertedIdentifiers.rawValue: inserted.elements,
            NotificationKey.updatedIdentifiers.rawValue: changed.elements,
            NotificationKey.deletedIdentifiers.rawValue: deleted.elements,
        ]
        for identifier in deleted.elements {
            guard let model = registered.removeValue(forKey: identifier) else { continue }
            model.state.isDeleted = false
            model.state.context = nil
        }
        inserted.removeAll()
        changed.removeAll()
        deleted.removeAll()
        NotificationCenter.default.post(name: Self.didSave, object: self, userInfo: userInfo)
    }

    /// Forgets the unsaved changes: inserted models leave the context, and changed and
    /// deleted ones take their saved values back.
    public func rollback() {
        isRestoring = true
        defer { isRestoring = false }
        for identifier in inserted.elements {
            guard let model = registered.removeValue(forKey: identifier) else { continue }
            model.state.context = nil
        }
        let restored = deleted.elements + changed.elements
        inserted.removeAll()
        changed.removeAll()
        deleted.removeAll()
        for identifier in restored {
            guard let model = registered[identifier] else { continue }
            model.state.isDeleted = false
            guard let row = container.store.row(identifier) else {
                registered[identifier] = nil
                model.state.context = nil
                continue
            }
            restore(model, from: row)
        }
    }

    // MARK: - Identifiers

    /// The model with this identifier: the context's own instance, or one made from the
    /// store. An identifier nothing in the container has stops with a message.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        guard let model = existingModel(for: persistentModelID) else {
            fatalError("SwiftData: no model with \(persistentModelID.debugDescription) in this container")
        }
        return model
    }

    /// The context's instance with this identifier, if it has one.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        registered[persistentModelID] as? T
    }

    func existingModel(for identifier: PersistentIdentifier) -> (any PersistentModel)? {
        if let model = registered[identifier] { return model }
        guard let row = container.store.row(identifier), let type = container.schema.modelType(named: row.entityName) else { return nil }
        return instance(of: type, identifier: identifier, row: row, registering: true)
    }

    // MARK: - What models tell the context

    /// A registered model's property changed.
    func didChange(_ model: any PersistentModel) {
        guard !isRestoring, let identifier = model.state.identifier, registered[identifier] != nil,
              !inserted.contains(identifier), !deleted.contains(identifier) else { return }
        changed.append(identifier)
    }

    /// Models a registered model now holds through a relationship: those no context has
    /// yet are inserted here, as on iOS.
    func insertRelated(_ models: [any PersistentModel]) {
        guard !isEnvironmentDefault else { return }
        for model in models where model.state.context == nil {
            insertModel(model)
        }
    }

    // MARK: - Inserting and deleting

    private func insertModel(_ model: any PersistentModel) {
        let modelType = type(of: model)
        guard !isEnvironmentDefault else {
            fatalError("SwiftData: a \(modelType) was inserted into the environment's model context, but no model container was set: call .modelContainer(_:) or .modelContainer(for:) on the view, or an ancestor")
        }
        let state = model.state
        if let other = state.context, other !== self {
            fatalError("SwiftData: this \(modelType) is registered in another context; a model belongs to one context: get this context's instance with model(for: \(modelType)'s persistentModelID)")
        }
        if state.context === self {
            // Inserting a model deleted and not yet saved keeps it.
            if let identifier = state.identifier, deleted.contains(identifier) {
                deleted.remove(identifier)
                state.isDeleted = false
            }
            return
        }
        guard container.schema.contains(modelType) else {
            fatalError("SwiftData: \(modelType) is not in the container's schema: list it in ModelContainer(for:) or .modelContainer(for:)")
        }
        let entity = EntityDescription.of(modelType)
        let identifier = container.store.newIdentifier(entityName: entity.name)
        state.identifier = identifier
        state.context = self
        registered[identifier] = model
        inserted.append(identifier)
        for relationship in entity.relationships {
            let related = relationship.access.models(in: relationship.access.value(of: model))
            for other in related {
                insertModel(other)
            }
            // Set in an initializer, a relationship did not reach its other side yet.
            if let inverse = EntityDescription.inverse(of: relationship) {
                for other in related {
                    Inverses.attach(model, to: other, through: inverse, forward: relationship)
                }
            }
        }
    }

    private func deleteModel(_ model: any PersistentModel) {
        let state = model.state
        guard state.context === self, let identifier = state.identifier, !deleted.contains(identifier) else { return }
        guard deleting.insert(ObjectIdentifier(model)).inserted else { return }
        let isOutermost = deleting.count == 1
        defer { if isOutermost { deleting.removeAll() } }
        let wasInserted = inserted.contains(identifier)
        if wasInserted {
            inserted.remove(identifier)
        } else {
            changed.remove(identifier)
            deleted.append(identifier)
            state.isDeleted = true
        }
        applyDeleteRules(of: model)
        if wasInserted {
            // Never saved: dropped at once.
            registered[identifier] = nil
            state.context = nil
        }
    }

    private func applyDeleteRules(of model: any PersistentModel) {
        for relationship in EntityDescription.of(type(of: model)).relationships {
            let related = relationship.access.models(in: relationship.access.value(of: model))
            switch relationship.deleteRule {
            case .cascade:
                for other in related {
                    deleteModel(other)
                }
            case .nullify:
                if let inverse = EntityDescription.inverse(of: relationship) {
                    for other in related {
                        Inverses.detach(model, from: other, through: inverse)
                    }
                }
            case .deny, .noAction:
                break
            }
        }
    }

    private func checkDenyRules() throws {
        for identifier in deleted.elements {
            guard let model = registered[identifier] else { continue }
            let entity = EntityDescription.of(type(of: model))
            for relationship in entity.relationships where relationship.deleteRule == .deny {
                let related = relationship.access.models(in: relationship.access.value(of: model))
                if related.contains(where: { !$0.state.isDeleted && $0.state.context === self }) {
                    throw SwiftDataError.deleteDenied(entity.name, relationship.name)
                }
            }
        }
    }

    // MARK: - Unique attributes

    /// Inserted models whose values of a uniqueness constraint are another model's
    /// take that model's place: the stored one is updated with the inserted one's values.
    private func mergeUniqueValues() throws {
        for identifier in inserted.elements {
            guard let model = registered[identifier] else { continue }
            let entity = EntityDescription.of(type(of: model))
            for constraint in entity.uniquenessConstraints {
                // nil is no value: models without one do not collide, as in a store's index.
                guard let value = Self.uniqueValues(constraint, entity: entity.name, of: { model.state.values[$0.keyPath] }) else { continue }
                let stored = container.store.rows(of: entity.name).map(\.0).filter { $0 != identifier && !deleted.contains($0) }
                let earlierInserts = inserted.elements.prefix { $0 != identifier }.filter { registered[$0] != nil }
                if let existing = (stored + earlierInserts).first(where: { uniqueValue(of: $0, constraint) == value }) {
                    take(existing, for: model, replacing: identifier)
                    break
                }
            }
        }
        for identifier in changed.elements {
            guard let model = registered[identifier] else { continue }
            let entity = EntityDescription.of(type(of: model))
            for constraint in entity.uniquenessConstraints {
                guard let value = Self.uniqueValues(constraint, entity: entity.name, of: { model.state.values[$0.keyPath] }) else { continue }
                let others = container.store.rows(of: entity.name).map(\.0) + inserted.elements
                if others.contains(where: { $0 != identifier && !deleted.contains($0) && uniqueValue(of: $0, constraint) == value }) {
                    throw SwiftDataError.uniqueConflict(entity.name, constraint.map(\.name).joined(separator: ", "))
                }
            }
        }
    }

    /// `model` (inserted as `identifier`) becomes the model `existing` identifies; the
    /// context's previous instance of it leaves the context.
    private func take(_ existing: PersistentIdentifier, for model: any PersistentModel, replacing identifier: PersistentIdentifier) {
        inserted.remove(identifier)
        registered[identifier] = nil
        if let previous = registered[existing], previous !== model {
            previous.state.context = nil
            changed.remove(existing)
        }
        if inserted.contains(existing) {
            // Both were inserted in this save: the later one is kept, as a new model.
            inserted.remove(existing)
            model.state.identifier = existing
            registered[existing] = model
            inserted.append(existing)
            return
        }
        model.state.identifier = existing
        registered[existing] = model
        changed.append(existing)
    }

    /// A constraint's values as the context sees them now: the registered model's, or
    /// the stored ones.
    private func uniqueValue(of identifier: PersistentIdentifier, _ constraint: [PropertyDescription]) -> [AnyHashable]? {
        guard let entity = constraint.first?.entityName else { return nil }
        if let model = registered[identifier] {
            return Self.uniqueValues(constraint, entity: entity, of: { model.state.values[$0.keyPath] })
        }
        guard let row = container.store.row(identifier) else { return nil }
        return Self.uniqueValues(constraint, entity: entity) { property in
            guard case let .attribute(value)? = row.values[property.name] else { return nil }
            return value
        }
    }

    /// The values of a constraint's properties; nil when any is nil, so the model
    /// collides with none.
    private static func uniqueValues(_ constraint: [PropertyDescription], entity: String, of value: (PropertyDescription) -> Any?) -> [AnyHashable]? {
        var values: [AnyHashable] = []
        for property in constraint {
            guard let hashable = hashable(value(property), entity: entity, attribute: property.name) else { return nil }
            values.append(hashable)
        }
        return values
    }

    private static func hashable(_ value: Any?, entity: String, attribute: String) -> AnyHashable? {
        guard let value, (value as? any _OptionalValue)?.isNil != true else { return nil }
        guard let hashable = value as? AnyHashable else {
            fatalError("SwiftData: \(entity).\(attribute) is unique, but its \(type(of: value)) values cannot be compared: make the type Hashable")
        }
        return hashable
    }

    // MARK: - Rows

    /// The row the store keeps for a model: its values, its relationships as identifiers.
    private func row(of model: any PersistentModel) -> Store.Row {
        let entity = EntityDescription.of(type(of: model))
        let state = model.state
        var values: [String: Store.Value] = [:]
        for property in entity.properties {
            if let fault = state.faults[property.keyPath] {
                values[property.name] = .models(fault.filter { !deleted.contains($0) })
            } else if let value = state.values[property.keyPath] {
                if property.relationship != nil {
                    let related = property.access.models(in: value)
                    values[property.name] = .models(related.compactMap { other in
                        guard let identifier = other.state.identifier, !other.state.isDeleted, !identifier.isTemporary else { return nil }
                        return identifier
                    })
                } else {
                    values[property.name] = .attribute(value)
                }
            }
        }
        return Store.Row(entityName: entity.name, values: values)
    }

    /// A model made from a stored row, registered in this context or not (an instance
    /// to evaluate a fetch against saved values only).
    func instance<M: PersistentModel>(of type: M.Type, identifier: PersistentIdentifier, row: Store.Row, registering: Bool) -> M {
        let backing = DefaultBackingData<M>(for: M.self)
        for property in EntityDescription.of(M.self).properties {
            switch row.values[property.name] {
            case let .attribute(value)?: backing.values[property.keyPath] = value
            case let .models(identifiers)?: backing.faults[property.keyPath] = identifiers
            case nil: break
            }
        }
        backing.identifier = identifier
        backing.context = self
        let model = M(backingData: backing)
        if registering {
            registered[identifier] = model
        }
        return model
    }

    /// Puts a model's saved values back, through its setters so that observers hear.
    private func restore(_ model: any PersistentModel, from row: Store.Row) {
        let state = model.state
        state.maintainsInverses = false
        defer { state.maintainsInverses = true }
        for property in EntityDescription.of(type(of: model)).properties {
            switch row.values[property.name] {
            case let .attribute(value)?:
                property.access.set(value, on: model)
            case let .models(identifiers)?:
                property.access.set(property.access.value(holding: identifiers.compactMap { existingModel(for: $0) }), on: model)
            case nil:
                break
            }
        }
    }

    // MARK: - Fetching

    /// The models a descriptor selects, in its order: saved ones (less those deleted
    /// here, when pending changes count) and then those inserted here.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        try select(descriptor).map(\.model)
    }

    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> FetchResultsCollection<T> {
        if descriptor.includePendingChanges && hasChanges { throw SwiftDataError.includePendingChangesWithBatchSize }
        return FetchResultsCollection(elements: try fetch(descriptor))
    }

    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try select(descriptor).count
    }

    /// The identifiers of the models a descriptor selects. As on iOS, sorting them
    /// while pending changes count throws: set `includePendingChanges` to false.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        if descriptor.includePendingChanges && !descriptor.sortBy.isEmpty { throw SwiftDataError.sortingPendingChangesWithIdentifiers }
        return try select(descriptor).map { $0.model.persistentModelID }
    }

    /// Calls `block` with each model a descriptor selects.
    public func enumerate<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false, block: (T) throws -> Void) throws {
        for model in try fetch(descriptor) {
            try block(model)
        }
    }

    /// Each selected model with the instance the predicate and the order read: the
    /// model itself, or, when pending changes do not count and the model has some, an
    /// unregistered instance holding its saved values.
    private func select<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [(model: T, probe: T)] {
        if isEnvironmentDefault { return [] }
        guard container.schema.contains(T.self) else {
            throw SwiftDataError.unknownSchema.with("\(T.self) is not in the container's schema: list it in ModelContainer(for:) or .modelContainer(for:)")
        }
        processPendingChanges()
        let entity = EntityDescription.of(T.self)
        var candidates: [(model: T, probe: T)] = []
        for (identifier, row) in container.store.rows(of: entity.name) {
            if descriptor.includePendingChanges && deleted.contains(identifier) { continue }
            let model = (registered[identifier] as? T) ?? instance(of: T.self, identifier: identifier, row: row, registering: true)
            let isModified = changed.contains(identifier) || deleted.contains(identifier)
            let probe = descriptor.includePendingChanges || !isModified
                ? model : instance(of: T.self, identifier: identifier, row: row, registering: false)
            candidates.append((model, probe))
        }
        if descriptor.includePendingChanges {
            for identifier in inserted.elements {
                if let model = registered[identifier] as? T { candidates.append((model, model)) }
            }
        }
        if let predicate = descriptor.predicate {
            candidates = try candidates.filter { try predicate.evaluate($0.probe) }
        }
        if !descriptor.sortBy.isEmpty {
            // Stable: models the descriptors find equal keep the store's order.
            candidates = candidates.enumerated().sorted { lhs, rhs in
                for sort in descriptor.sortBy {
                    switch sort.compare(lhs.element.probe, rhs.element.probe) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return lhs.offset < rhs.offset
            }.map(\.element)
        }
        let offset = min(max(descriptor.fetchOffset ?? 0, 0), candidates.count)
        var selected = Array(candidates[offset...])
        if let limit = descriptor.fetchLimit, limit >= 0, limit < selected.count {
            selected = Array(selected.prefix(limit))
        }
        return selected
    }
}

/// Identifiers in the order they were added, with quick membership.
struct OrderedIdentifiers {
    private(set) var elements: [PersistentIdentifier] = []
    private var members: Set<PersistentIdentifier> = []

    var isEmpty: Bool { elements.isEmpty }

    func contains(_ identifier: PersistentIdentifier) -> Bool { members.contains(identifier) }

    mutating func append(_ identifier: PersistentIdentifier) {
        if members.insert(identifier).inserted { elements.append(identifier) }
    }

    mutating func remove(_ identifier: PersistentIdentifier) {
        if members.remove(identifier) != nil { elements.removeAll { $0 == identifier } }
    }

    mutating func removeAll() {
        elements = []
        members = []
    }
}
