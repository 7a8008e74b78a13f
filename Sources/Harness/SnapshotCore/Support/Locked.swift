import Foundation

/// A value guarded by a lock, for the few pieces of process-wide state the harness
/// keeps (naming counters, claimed paths, the open ledger). Parallel tests touch them
/// from many threads at once.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
