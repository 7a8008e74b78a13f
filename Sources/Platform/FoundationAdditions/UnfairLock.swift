import Foundation

// Darwin's unfair lock, which iOS's Foundation brings (through Darwin) and `import os`
// brings too: a word in memory the caller owns, locked and unlocked through a pointer
// to it. Here the word is guarded by one of a fixed set of mutexes, picked by its
// address, with a condition to wait on; a locked word holds its owner's thread number.

/// The lock's storage, as Darwin declares it; initialize it with `os_unfair_lock()`.
public struct os_unfair_lock_s: Sendable {
    public var _os_unfair_lock_opaque: UInt32

    public init() {
        _os_unfair_lock_opaque = 0
    }

    public init(_os_unfair_lock_opaque: UInt32) {
        self._os_unfair_lock_opaque = _os_unfair_lock_opaque
    }
}

public typealias os_unfair_lock = os_unfair_lock_s
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

/// Waits until the lock is free, then takes it. Taking a lock the thread already holds
/// stops the process, as on Darwin.
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    let me = UnfairLockTable.currentThread
    UnfairLockTable.withSlot(for: lock) { slot in
        precondition(lock.pointee._os_unfair_lock_opaque != me, "os_unfair_lock_lock: the lock is already owned by the current thread")
        while lock.pointee._os_unfair_lock_opaque != 0 { slot.wait() }
        lock.pointee._os_unfair_lock_opaque = me
    }
}

/// Takes the lock if it is free; false if another holds it.
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    let me = UnfairLockTable.currentThread
    return UnfairLockTable.withSlot(for: lock) { _ in
        guard lock.pointee._os_unfair_lock_opaque == 0 else { return false }
        lock.pointee._os_unfair_lock_opaque = me
        return true
    }
}

/// Releases the lock. Releasing one the thread does not hold stops the process, as on Darwin.
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    let me = UnfairLockTable.currentThread
    UnfairLockTable.withSlot(for: lock) { slot in
        precondition(lock.pointee._os_unfair_lock_opaque == me, "os_unfair_lock_unlock: the lock is not owned by the current thread")
        lock.pointee._os_unfair_lock_opaque = 0
        slot.broadcast()
    }
}

/// Stops the process unless the current thread holds the lock.
public func os_unfair_lock_assert_owner(_ lock: UnsafePointer<os_unfair_lock_s>) {
    let me = UnfairLockTable.currentThread
    let owner = UnfairLockTable.withSlot(for: UnsafeMutablePointer(mutating: lock)) { _ in lock.pointee._os_unfair_lock_opaque }
    precondition(owner == me, "os_unfair_lock_assert_owner: the lock is not owned by the current thread")
}

/// Stops the process if the current thread holds the lock.
public func os_unfair_lock_assert_not_owner(_ lock: UnsafePointer<os_unfair_lock_s>) {
    let me = UnfairLockTable.currentThread
    let owner = UnfairLockTable.withSlot(for: UnsafeMutablePointer(mutating: lock)) { _ in lock.pointee._os_unfair_lock_opaque }
    precondition(owner != me, "os_unfair_lock_assert_not_owner: the lock is owned by the current thread")
}

/// The mutexes and conditions that guard lock words, and the threads' numbers.
private enum UnfairLockTable {
    /// A mutex and the condition its waiters wait on.
    final class Slot: @unchecked Sendable {
        private let condition = NSCondition()
        func lock() { condition.lock() }
        func unlock() { condition.unlock() }
        func wait() { condition.wait() }
        func broadcast() { condition.broadcast() }
    }

    static let slots = (0..<64).map { _ in Slot() }

    static func withSlot<Result>(for lock: os_unfair_lock_t, _ body: (Slot) -> Result) -> Result {
        let slot = slots[Int((UInt(bitPattern: lock) >> 3) % UInt(slots.count))]
        slot.lock()
        defer { slot.unlock() }
        return body(slot)
    }

    /// A number for the current thread, never 0, the same for as long as it runs.
    static var currentThread: UInt32 {
        let key = "FoundationAdditions.UnfairLockThreadNumber"
        if let number = Thread.current.threadDictionary[key] as? NSNumber { return number.uint32Value }
        let number = counter.withLock { value -> UInt32 in
            value = value &+ 1 == 0 ? 1 : value &+ 1
            return value
        }
        Thread.current.threadDictionary[key] = NSNumber(value: number)
        return number
    }

    private static let counter = Counter()

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value: UInt32 = 0
        func withLock<T>(_ body: (inout UInt32) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&value)
        }
    }
}
