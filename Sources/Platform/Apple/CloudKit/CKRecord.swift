import CoreLocation
import Foundation

/// A value a record field may hold: strings, numbers, dates, data, locations, assets,
/// references and arrays of them, as in Apple's SDK.
public protocol CKRecordValueProtocol {}
/// The field value type of `CKRecord`'s subscript.
public typealias CKRecordValue = CKRecordValueProtocol

extension String: CKRecordValueProtocol {}
extension Int: CKRecordValueProtocol {}
extension Int8: CKRecordValueProtocol {}
extension Int16: CKRecordValueProtocol {}
extension Int32: CKRecordValueProtocol {}
extension Int64: CKRecordValueProtocol {}
extension UInt: CKRecordValueProtocol {}
extension UInt8: CKRecordValueProtocol {}
extension UInt16: CKRecordValueProtocol {}
extension UInt32: CKRecordValueProtocol {}
extension UInt64: CKRecordValueProtocol {}
extension Double: CKRecordValueProtocol {}
extension Float: CKRecordValueProtocol {}
extension Bool: CKRecordValueProtocol {}
extension Date: CKRecordValueProtocol {}
extension Data: CKRecordValueProtocol {}
extension NSString: CKRecordValueProtocol {}
extension NSNumber: CKRecordValueProtocol {}
extension NSDate: CKRecordValueProtocol {}
extension NSData: CKRecordValueProtocol {}
extension CLLocation: CKRecordValueProtocol {}
extension Array: CKRecordValueProtocol where Element: CKRecordValueProtocol {}

public let CKCurrentUserDefaultName = "__defaultOwner__"

/// A zone of a database.
open class CKRecordZone: NSObject, @unchecked Sendable {
    /// A zone's name and owner.
    open class ID: NSObject, @unchecked Sendable {
        public let zoneName: String
        public let ownerName: String

        public init(zoneName: String = CKRecordZone.ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
            self.zoneName = zoneName
            self.ownerName = ownerName
            super.init()
        }

        public static let defaultZoneName = "_defaultZone"
        public static let `default` = ID()

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? ID else { return false }
            return zoneName == other.zoneName && ownerName == other.ownerName
        }
        open override var hash: Int { zoneName.hashValue ^ ownerName.hashValue }
        open override var description: String { "<CKRecordZoneID: \(zoneName):\(ownerName)>" }
    }

    public let zoneID: CKRecordZone.ID
    public init(zoneName: String) { zoneID = ID(zoneName: zoneName); super.init() }
    public init(zoneID: CKRecordZone.ID) { self.zoneID = zoneID; super.init() }
    open class func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }
}

/// A record: a type, an identity and key-value fields.
open class CKRecord: NSObject, NSCopying, @unchecked Sendable {
    public typealias RecordType = String
    public typealias FieldKey = String

    /// A record's name within a zone. Equal when name and zone are equal.
    open class ID: NSObject, @unchecked Sendable {
        public let recordName: String
        public let zoneID: CKRecordZone.ID

        public convenience init(recordName: String) {
            self.init(recordName: recordName, zoneID: .default)
        }

        public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID) {
            self.recordName = recordName
            self.zoneID = zoneID
            super.init()
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? ID else { return false }
            return recordName == other.recordName && zoneID == other.zoneID
        }
        open override var hash: Int { recordName.hashValue ^ zoneID.hash }
        open override var description: String { "<CKRecordID: \(recordName); zoneID=\(zoneID.zoneName):\(zoneID.ownerName)>" }
    }

    /// What happens to a record when the one it references is deleted.
    public enum ReferenceAction: UInt, Sendable {
        case none = 0
        case deleteSelf = 1
    }

    /// A link to another record.
    open class Reference: NSObject, CKRecordValueProtocol, @unchecked Sendable {
        public let recordID: CKRecord.ID
        public let action: CKRecord.ReferenceAction
        public init(recordID: CKRecord.ID, action: CKRecord.ReferenceAction) {
            self.recordID = recordID
            self.action = action
            super.init()
        }
        public convenience init(record: CKRecord, action: CKRecord.ReferenceAction) {
            self.init(recordID: record.recordID, action: action)
        }
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Reference else { return false }
            return recordID == other.recordID && action == other.action
        }
    }

    public let recordType: CKRecord.RecordType
    public let recordID: CKRecord.ID
    open internal(set) var creationDate: Date?
    open internal(set) var modificationDate: Date?
    open internal(set) var recordChangeTag: String?
    open internal(set) var parent: CKRecord.Reference?

    private let lock = NSLock()
    private var values: [FieldKey: any CKRecordValueProtocol] = [:]
    private var changed: [FieldKey] = []

    public convenience init(recordType: CKRecord.RecordType) {
        self.init(recordType: recordType, recordID: CKRecord.ID(zoneID: .default))
    }

    public init(recordType: CKRecord.RecordType, recordID: CKRecord.ID) {
        self.recordType = recordType
        self.recordID = recordID
        super.init()
    }

    public convenience init(recordType: CKRecord.RecordType, zoneID: CKRecordZone.ID) {
        self.init(recordType: recordType, recordID: CKRecord.ID(zoneID: zoneID))
    }

    /// A field's value; setting nil removes the field.
    open subscript(key: CKRecord.FieldKey) -> (any CKRecordValueProtocol)? {
        get { lock.withLock { values[key] } }
        set {
            lock.withLock {
                values[key] = newValue
                if !changed.contains(key) { changed.append(key) }
            }
        }
    }

    open func object(forKey key: CKRecord.FieldKey) -> (any CKRecordValueProtocol)? { self[key] }
    open func setObject(_ object: (any CKRecordValueProtocol)?, forKey key: CKRecord.FieldKey) { self[key] = object }

    /// The keys that have values, in no particular order.
    open func allKeys() -> [CKRecord.FieldKey] { lock.withLock { Array(values.keys) } }

    /// The keys set since the record was made or last saved, in the order first set.
    open func changedKeys() -> [CKRecord.FieldKey] { lock.withLock { changed } }

    open func setParent(_ parentRecord: CKRecord?) {
        parent = parentRecord.map { Reference(record: $0, action: .none) }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CKRecord(recordType: recordType, recordID: recordID)
        lock.withLock {
            copy.values = values
            copy.changed = changed
        }
        copy.creationDate = creationDate
        copy.modificationDate = modificationDate
        copy.recordChangeTag = recordChangeTag
        copy.parent = parent
        return copy
    }

    open override var description: String {
        "<CKRecord: \(recordType); recordID=\(recordID.recordName); keys=\(allKeys().sorted())>"
    }
}

/// A file stored with a record.
open class CKAsset: NSObject, CKRecordValueProtocol, @unchecked Sendable {
    /// The file's URL (nil for an asset that was never downloaded).
    public let fileURL: URL?
    public init(fileURL: URL) {
        self.fileURL = fileURL
        super.init()
    }
}
