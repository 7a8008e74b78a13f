import Foundation

/// Where a container's saved models live: rows of values by identifier, in the order
/// they were first saved, in memory. A configuration stored in memory only gets a store
/// of its own; any other configuration gets the store of its URL, one for the process,
/// so a second container opened on the same file sees what the first one saved, as
/// on a device (nothing is written to disk).
final class Store: @unchecked Sendable {
    /// A saved model: its entity and its values by property name. A relationship's
    /// value is the identifiers of the models it holds.
    struct Row {
        var entityName: String
        var values: [String: Value]
    }

    enum Value {
        case attribute(Any)
        case models([PersistentIdentifier])
    }

    let identifier: String
    private let lock = NSLock()
    private var rows: [PersistentIdentifier: Row] = [:]
    private var order: [PersistentIdentifier] = []
    private var nextKey = 0

    init(identifier: String) {
        self.identifier = identifier
    }

    /// A permanent identifier for a model of `entityName` about to be inserted.
    func newIdentifier(entityName: String) -> PersistentIdentifier {
        lock.lock()
        defer { lock.unlock() }
        nextKey += 1
        return PersistentIdentifier(storeIdentifier: identifier, entityName: entityName, primaryKey: "p\(nextKey)")
    }

    func row(_ identifier: PersistentIdentifier) -> Row? {
        lock.lock()
        defer { lock.unlock() }
        return rows[identifier]
    }

    /// The saved rows of an entity, in the order they were first saved.
    func rows(of entityName: String) -> [(PersistentIdentifier, Row)] {
        lock.lock()
        defer { lock.unlock() }
        return order.compactMap { identifier in
            guard let row = rows[identifier], row.entityName == entityName else { return nil }
            return (identifier, row)
        }
    }

    /// Writes a save at once: rows written (new or changed) and rows removed.
    func commit(writing written: [(PersistentIdentifier, Row)], removing removed: [PersistentIdentifier]) {
        lock.lock()
        defer { lock.unlock() }
        for (identifier, row) in written {
            if rows.updateValue(row, forKey: identifier) == nil { order.append(identifier) }
        }
        let gone = Set(removed)
        for identifier in gone { rows[identifier] = nil }
        if !gone.isEmpty { order.removeAll { gone.contains($0) } }
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        rows = [:]
        order = []
    }

    // MARK: - Stores of files

    private static let lock = NSLock()
    nonisolated(unsafe) private static var byURL: [URL: Store] = [:]

    /// The process's store for a file.
    static func shared(for url: URL) -> Store {
        lock.lock()
        defer { lock.unlock() }
        if let store = byURL[url] { return store }
        let store = Store(identifier: url.lastPathComponent + "-" + UUID().uuidString)
        byURL[url] = store
        return store
    }
}
