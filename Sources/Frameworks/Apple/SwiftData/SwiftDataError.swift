/// An error SwiftData throws.
public struct SwiftDataError: Error, Hashable, Sendable, CustomDebugStringConvertible {
    let code: String
    /// What went wrong, said for the person reading the test's failure.
    let message: String

    init(_ code: String, _ message: String) {
        self.code = code
        self.message = message
    }

    public static func == (lhs: SwiftDataError, rhs: SwiftDataError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    public var debugDescription: String { "SwiftDataError.\(code): \(message)" }

    public static let loadIssueModelContainer = SwiftDataError("loadIssueModelContainer", "the container could not load its store")
    public static let configurationSchemaNotFoundInContainerSchema = SwiftDataError(
        "configurationSchemaNotFoundInContainerSchema", "a configuration's schema has models the container's schema does not")
    public static let unknownSchema = SwiftDataError("unknownSchema", "the model is not in the container's schema")
    public static let unsupportedPredicate = SwiftDataError("unsupportedPredicate", "the predicate cannot be evaluated")
    public static let unsupportedSortDescriptor = SwiftDataError("unsupportedSortDescriptor", "the sort descriptor cannot be used")
    public static let unsupportedKeyPath = SwiftDataError("unsupportedKeyPath", "the key path is not a persisted property")
    public static let includePendingChangesWithBatchSize = SwiftDataError(
        "includePendingChangesWithBatchSize", "a fetch in batches cannot include pending changes: save first, or set includePendingChanges to false")
    public static let sortingPendingChangesWithIdentifiers = SwiftDataError(
        "sortingPendingChangesWithIdentifiers", "identifiers cannot be sorted while pending changes are included: set includePendingChanges to false")
}

extension SwiftDataError {
    /// A save refused by a `.deny` delete rule.
    static func deleteDenied(_ entity: String, _ relationship: String) -> SwiftDataError {
        SwiftDataError("deleteDenied", "a \(entity) cannot be deleted while its \(relationship) holds models (its delete rule is .deny)")
    }

    /// A save on a configuration with `allowsSave: false`.
    static let saveNotAllowed = SwiftDataError("saveNotAllowed", "the container's configuration does not allow saving (allowsSave: false)")

    /// A change that makes a unique attribute's value collide with another model's.
    static func uniqueConflict(_ entity: String, _ attribute: String) -> SwiftDataError {
        SwiftDataError("uniqueConflict", "a changed \(entity) has the \(attribute) of another: unique values are merged on insert only")
    }

    /// A store with models of another schema version, which is not migrated here.
    static func migrationNotSupported(_ detail: String) -> SwiftDataError {
        SwiftDataError("migrationNotSupported", detail)
    }
}
