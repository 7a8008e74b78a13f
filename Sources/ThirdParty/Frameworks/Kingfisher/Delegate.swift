import Foundation

/// A callback held by a setter (`onSuccess`, `onFailure`, `onProgress`), called with its input.
public class Delegate<Input, Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var block: ((Input) -> Output?)?

    public init() {}

    /// Calls `block` with `target` while `target` lives, so the callback does not keep it.
    public func delegate<T: AnyObject>(on target: T, block: ((T, Input) -> Output)?) {
        set { [weak target] input in
            guard let target else { return nil }
            return block?(target, input)
        }
    }

    public func call(_ input: Input) -> Output? {
        lock.lock()
        let block = self.block
        lock.unlock()
        return block?(input)
    }

    public func callAsFunction(_ input: Input) -> Output? {
        call(input)
    }

    public var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return block != nil
    }

    func set(_ block: ((Input) -> Output?)?) {
        lock.lock()
        self.block = block
        lock.unlock()
    }

    func copy() -> Delegate<Input, Output> {
        let copy = Delegate<Input, Output>()
        lock.lock()
        copy.block = block
        lock.unlock()
        return copy
    }
}
