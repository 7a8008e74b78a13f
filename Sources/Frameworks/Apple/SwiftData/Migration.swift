/// One version of an app's schema: its models and its version number.
public protocol VersionedSchema: SendableMetatype {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// How an app's schema evolved: its versions, oldest first, and the stages between them.
///
/// A container here starts from an empty store, or from models saved in this process
/// with the current schema, so it never has older data to migrate: the plan is kept
/// (`ModelContainer.migrationPlan`) and its stages do not run.
public protocol SchemaMigrationPlan: SendableMetatype {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

/// A step between two versions of a schema.
public enum MigrationStage: @unchecked Sendable {
    /// A change SwiftData migrates by itself.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A change with code run before and after it.
    case custom(
        fromVersion: any VersionedSchema.Type,
        toVersion: any VersionedSchema.Type,
        willMigrate: ((ModelContext) throws -> Void)?,
        didMigrate: ((ModelContext) throws -> Void)?
    )
}
