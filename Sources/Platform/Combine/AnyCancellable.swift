import Foundation

/// A type-erased cancellation token that cancels when it is released, tying work to an owner's lifetime.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelAction: (() -> Void)?

    /// Wraps a closure run exactly once, on `cancel()` or deinit.
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    /// Wraps another cancellable so it can be stored in a `Set<AnyCancellable>`.
    public init<C: Cancellable>(_ canceller: C) { cancelAction = canceller.cancel }

    deinit { cancel() }

    public func cancel() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { cancelAction = nil }
            return cancelAction
        }
        action?()
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension AnyCancellable {
    /// Keeps the subscription alive as long as the collection holds it.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Keeps the subscription alive as long as the set holds it.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }
}
