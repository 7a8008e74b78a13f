import Foundation

/// A lock that owns the state it protects (iOS 16). Apple's wraps `os_unfair_lock`;
/// this one wraps a POSIX mutex of the error-checking kind, so that what traps on iOS
/// traps here too: locking it again on the thread that holds it, and unlocking it on a
/// thread that does not.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private let storage: LockStorage<State>

    /// Whether the current thread holds the lock, for `precondition(_:)`.
    public enum Ownership: Hashable, Sendable {
        case owner
        case notOwner
    }

    public init(uncheckedState initialState: State) {
        storage = LockStorage(initialState)
    }

    public init(initialState: State) where State: Sendable {
        storage = LockStorage(initialState)
    }

    /// Runs `body` with the state while holding the lock; `body` need not be `@Sendable`.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock()
        defer { storage.unlock() }
        return try body(&storage.state)
    }

    /// Runs `body` with the state while holding the lock.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// Runs `body` if the lock is free now; nil, without waiting, when another thread holds it.
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        guard storage.tryLock() else { return nil }
        defer { storage.unlock() }
        return try body(&storage.state)
    }

    /// Runs `body` if the lock is free now; nil, without waiting, when another thread holds it.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }

    /// Traps unless the current thread's ownership of the lock is `condition`.
    public func precondition(_ condition: Ownership) {
        Swift.precondition(storage.isOwnedByCurrentThread == (condition == .owner),
                           condition == .owner ? "Lock not owned by the current thread" : "Lock owned by the current thread")
    }
}

extension OSAllocatedUnfairLock where State == () {
    /// A lock that protects no state: the `lock()`/`unlock()` form.
    public init() {
        storage = LockStorage(())
    }

    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        storage.lock()
        defer { storage.unlock() }
        return try body()
    }

    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    public func withLockIfAvailableUnchecked<R>(_ body: () throws -> R) rethrows -> R? {
        guard storage.tryLock() else { return nil }
        defer { storage.unlock() }
        return try body()
    }

    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }

    /// Waits for the lock and takes it; a thread that already holds it traps.
    public func lock() {
        storage.lock()
    }

    /// Releases the lock; a thread that does not hold it traps.
    public func unlock() {
        storage.unlock()
    }

    /// Takes the lock if it is free now; false, without waiting, when another thread holds it.
    public func lockIfAvailable() -> Bool {
        storage.tryLock()
    }
}
