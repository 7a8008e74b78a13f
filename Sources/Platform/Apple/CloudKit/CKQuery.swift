import Foundation

/// Records of a type that match a predicate.
open class CKQuery: NSObject, @unchecked Sendable {
    public let recordType: CKRecord.RecordType
    public let predicate: NSPredicate
    open var sortDescriptors: [NSSortDescriptor]?

    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
        self.recordType = recordType
        self.predicate = predicate
        super.init()
    }
}

/// A CloudKit operation.
open class CKOperation: Operation, @unchecked Sendable {
    public typealias ID = String
    public let operationID: CKOperation.ID = UUID().uuidString
}

/// An operation on one database.
open class CKDatabaseOperation: CKOperation, @unchecked Sendable {
    open var database: CKDatabase?
}

/// Fetches the records matching a query. On Linux it reports
/// `CKError(.notAuthenticated)` to `queryResultBlock` (and the deprecated
/// `queryCompletionBlock`), matching no record.
open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
    /// Where a query left off.
    public final class Cursor: NSObject, @unchecked Sendable {}

    /// The server's limit.
    public static let maximumResults = 0

    open var query: CKQuery?
    open var cursor: CKQueryOperation.Cursor?
    open var desiredKeys: [CKRecord.FieldKey]?
    open var zoneID: CKRecordZone.ID?
    open var resultsLimit: Int = CKQueryOperation.maximumResults
    open var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var queryResultBlock: ((Result<CKQueryOperation.Cursor?, any Error>) -> Void)?
    /// Deprecated on iOS 15 in favour of `recordMatchedBlock`.
    open var recordFetchedBlock: ((CKRecord) -> Void)?
    /// Deprecated on iOS 15 in favour of `queryResultBlock`.
    open var queryCompletionBlock: ((CKQueryOperation.Cursor?, (any Error)?) -> Void)?

    public override init() { super.init() }

    public convenience init(query: CKQuery) {
        self.init()
        self.query = query
    }

    public convenience init(cursor: CKQueryOperation.Cursor) {
        self.init()
        self.cursor = cursor
    }

    open override func main() {
        let error = CKError(.notAuthenticated)
        queryResultBlock?(.failure(error))
        queryCompletionBlock?(nil, error)
    }
}
