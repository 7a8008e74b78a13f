import Foundation

/// Whether the device has an iCloud account.
public enum CKAccountStatus: Int, Sendable {
    case couldNotDetermine = 0
    case available = 1
    case restricted = 2
    case noAccount = 3
    case temporarilyUnavailable = 4
}

/// An app's iCloud container. Linux has no iCloud account: the status is `.noAccount`
/// and every database request fails with `CKError(.notAuthenticated)`, as on a device
/// signed out of iCloud.
open class CKContainer: NSObject, @unchecked Sendable {
    public let containerIdentifier: String?
    public let publicCloudDatabase: CKDatabase
    public let privateCloudDatabase: CKDatabase
    public let sharedCloudDatabase: CKDatabase

    public init(identifier containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        publicCloudDatabase = CKDatabase(scope: .public)
        privateCloudDatabase = CKDatabase(scope: .private)
        sharedCloudDatabase = CKDatabase(scope: .shared)
        super.init()
    }

    private static let defaultContainer = CKContainer(
        identifier: "iCloud." + (Bundle.main.bundleIdentifier ?? "app"))

    open class func `default`() -> CKContainer { defaultContainer }

    open func database(with databaseScope: CKDatabase.Scope) -> CKDatabase {
        switch databaseScope {
        case .public: publicCloudDatabase
        case .private: privateCloudDatabase
        case .shared: sharedCloudDatabase
        }
    }

    /// `.noAccount`.
    open func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {
        completionHandler(.noAccount, nil)
    }

    /// `.noAccount`.
    open func accountStatus() async throws -> CKAccountStatus { .noAccount }
}

/// A database of a container; see `CKContainer` for what Linux answers.
open class CKDatabase: NSObject, @unchecked Sendable {
    public enum Scope: Int, Sendable {
        case `public` = 1
        case `private` = 2
        case shared = 3
    }

    public let databaseScope: CKDatabase.Scope

    init(scope: Scope) {
        databaseScope = scope
        super.init()
    }

    private var unavailable: CKError { CKError(.notAuthenticated) }

    open func records(matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil,
                      desiredKeys: [CKRecord.FieldKey]? = nil,
                      resultsLimit: Int = CKQueryOperation.maximumResults) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw unavailable
    }

    open func records(continuingMatchFrom queryCursor: CKQueryOperation.Cursor,
                      desiredKeys: [CKRecord.FieldKey]? = nil,
                      resultsLimit: Int = CKQueryOperation.maximumResults) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw unavailable
    }

    open func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw unavailable }
    open func save(_ record: CKRecord) async throws -> CKRecord { throw unavailable }
    open func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { throw unavailable }

    open func fetch(withRecordID recordID: CKRecord.ID,
                    completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, unavailable)
    }

    open func save(_ record: CKRecord, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, unavailable)
    }

    open func delete(withRecordID recordID: CKRecord.ID,
                     completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        completionHandler(nil, unavailable)
    }

    @available(*, deprecated, message: "Use fetch(withQuery:inZoneWith:desiredKeys:resultsLimit:completionHandler:)")
    open func perform(_ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?,
                      completionHandler: @escaping @Sendable ([CKRecord]?, (any Error)?) -> Void) {
        completionHandler(nil, unavailable)
    }

    open func fetch(withQuery query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil,
                    desiredKeys: [CKRecord.FieldKey]? = nil, resultsLimit: Int = CKQueryOperation.maximumResults,
                    completionHandler: @escaping @Sendable (Result<(matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?), any Error>) -> Void) {
        completionHandler(.failure(unavailable))
    }

    /// Runs the operation at once, on the calling thread; it fails as above.
    open func add(_ operation: CKDatabaseOperation) {
        operation.database = self
        operation.start()
    }
}
