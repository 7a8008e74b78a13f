import Foundation

/// The identity of a model: which store holds it, its entity, and its key there.
///
/// A model gets a temporary identifier when it is made and a permanent one when a
/// context inserts it; from then on the identifier stays the same across saves (iOS
/// makes it permanent at the first save instead). Two models of one container with
/// equal identifiers are the same row.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomDebugStringConvertible {
    /// The stable identity of a model within its store.
    public struct ID: Hashable, Comparable, Codable, Sendable {
        let storeIdentifier: String?
        let entityName: String
        /// `p12` for a stored model, `t3` for one not yet inserted.
        let primaryKey: String

        public static func < (lhs: ID, rhs: ID) -> Bool {
            (lhs.storeIdentifier ?? "", lhs.entityName, lhs.primaryKey.count, lhs.primaryKey)
                < (rhs.storeIdentifier ?? "", rhs.entityName, rhs.primaryKey.count, rhs.primaryKey)
        }
    }

    /// The value that identifies the model within the store that holds it.
    public let id: PersistentIdentifier.ID

    /// The identifier of the store that holds the model; nil until it is inserted.
    public var storeIdentifier: String? { id.storeIdentifier }

    /// The name of the model's entity: its class's name.
    public var entityName: String { id.entityName }

    init(storeIdentifier: String?, entityName: String, primaryKey: String) {
        id = ID(storeIdentifier: storeIdentifier, entityName: entityName, primaryKey: primaryKey)
    }

    var isTemporary: Bool { id.storeIdentifier == nil }

    /// An identifier for a model of a store of your own (iOS 18's custom data stores).
    public static func identifier<T>(for storeIdentifier: String, entityName: String, primaryKey: T) throws -> PersistentIdentifier
        where T: Comparable & CustomStringConvertible & Codable & Hashable
    {
        PersistentIdentifier(storeIdentifier: storeIdentifier, entityName: entityName, primaryKey: primaryKey.description)
    }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        lhs.id < rhs.id
    }

    public var debugDescription: String {
        "PersistentIdentifier(\(entityName)/\(id.primaryKey)\(storeIdentifier.map { " in " + $0 } ?? ""))"
    }

    /// Temporary identifiers for models not yet inserted: `t1`, `t2`… across the process.
    static func temporary(entityName: String) -> PersistentIdentifier {
        PersistentIdentifier(storeIdentifier: nil, entityName: entityName, primaryKey: "t\(temporaryKeys.next())")
    }

    private static let temporaryKeys = Counter()
}

/// A number that goes up by one each time it is asked for, from any thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
