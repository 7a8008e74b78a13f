import Foundation

// Associated objects, which iOS's Foundation brings from the Objective-C runtime: a
// value hung on any object under a key (the address of a static variable). Here they
// are kept in a table by the object's identity, beside a weak reference to it: once
// the object is gone its values are dropped at the next call, and a new object that
// takes its address starts with none.

/// How an associated value is held.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: read back as nil once the value is gone.
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Hangs `value` on `object` under `key`; nil removes it. `object` must be a class
/// instance (as only objects have associations on iOS).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociationTable.shared.set(object as AnyObject, key, value, policy)
}

/// The value hung on `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociationTable.shared.get(object as AnyObject, key)
}

/// Removes every value hung on `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociationTable.shared.removeAll(object as AnyObject)
}

private final class AssociationTable: @unchecked Sendable {
    static let shared = AssociationTable()

    /// One object's values, and a weak reference that tells whether it is alive.
    private final class Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Value] = [:]
        init(owner: AnyObject) { self.owner = owner }
    }

    private enum Value {
        case strong(Any)
        case weak(WeakBox)
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        // Values of objects that are gone are released outside the lock: a value's deinit
        // may itself touch associations.
        var released: [Entry] = []
        lock.lock()
        defer {
            lock.unlock()
            released.removeAll()
        }
        released = entries.filter { $0.value.owner == nil }.map(\.value)
        for (id, entry) in entries where entry.owner == nil { entries[id] = nil }
        let id = ObjectIdentifier(object)
        let entry = entries[id] ?? Entry(owner: object)
        entries[id] = entry
        guard let value else {
            entry.values[key] = nil
            return
        }
        if policy == .OBJC_ASSOCIATION_ASSIGN, let reference = value as AnyObject? , type(of: value) is AnyClass {
            entry.values[key] = .weak(WeakBox(reference))
        } else {
            entry.values[key] = .strong(value)
        }
    }

    func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
        switch entry.values[key] {
        case let .strong(value): return value
        case let .weak(box): return box.object
        case nil: return nil
        }
    }

    func removeAll(_ object: AnyObject) {
        lock.lock()
        let entry = entries.removeValue(forKey: ObjectIdentifier(object))
        lock.unlock()
        _ = entry
    }
}
