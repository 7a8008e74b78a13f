import Foundation

/// Where an app's models are kept: the schema, the configurations, and the store their
/// contexts save to and fetch from. Here the store is in memory (see
/// `ModelConfiguration` for which containers share one).
///
///     let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
///     container.mainContext.insert(Trip(name: "Lisbon"))
public final class ModelContainer: @unchecked Sendable {
    public final let schema: Schema
    public final let migrationPlan: (any SchemaMigrationPlan.Type)?
    let store: Store
    let allowsSave: Bool
    private let lock = NSLock()
    private var storedConfigurations: Set<ModelConfiguration>
    nonisolated(unsafe) private var madeMainContext: ModelContext?

    public var configurations: Set<ModelConfiguration> {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedConfigurations
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storedConfigurations = newValue
        }
    }

    /// The context of the main actor, which views' `@Query` reads through
    /// `.modelContainer(_:)`. It autosaves on iOS; here nothing triggers an autosave, and
    /// its fetches include its unsaved changes, so a view shows what was inserted.
    @MainActor public var mainContext: ModelContext {
        if let context = madeMainContext { return context }
        let context = ModelContext(self)
        context.autosaveEnabled = true
        madeMainContext = context
        return context
    }

    public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) throws {
        let configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        for configuration in configurations {
            if let schema = configuration.schema,
               schema.entities.contains(where: { givenSchema.entitiesByName[$0.name] == nil }) {
                throw SwiftDataError.configurationSchemaNotFoundInContainerSchema
            }
        }
        // One store for the container: several configurations must agree on it.
        let files = Set(configurations.filter { !$0.isStoredInMemoryOnly }.map(\.url))
        if files.count > 1 || (!files.isEmpty && configurations.contains(where: \.isStoredInMemoryOnly)) {
            throw SwiftDataError.loadIssueModelContainer.with(
                "configurations with different stores (\(configurations.map(\.debugDescription).joined(separator: ", "))) are not supported here: models of one container share one store")
        }
        schema = givenSchema
        self.migrationPlan = migrationPlan
        store = files.first.map(Store.shared(for:)) ?? Store(identifier: "memory-" + UUID().uuidString)
        allowsSave = configurations.allSatisfy(\.allowsSave)
        storedConfigurations = Set(configurations)
    }

    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// Removes every saved model from the store (iOS 18).
    public func deleteAllData() {
        store.removeAll()
    }
}

extension SwiftDataError {
    /// The same error, said with what went wrong this time.
    func with(_ message: String) -> SwiftDataError {
        SwiftDataError(code, message)
    }
}
