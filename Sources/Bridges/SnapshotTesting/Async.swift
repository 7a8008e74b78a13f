/// A value that may arrive later, as swift-snapshot-testing's strategies deliver
/// theirs. Every strategy here delivers at once; a team's own may call back later, and
/// the assertion waits for it up to its `timeout`.
public struct Async<Value> {
    public let run: (@escaping (Value) -> Void) -> Void

    public init(run: @escaping (@escaping (Value) -> Void) -> Void) {
        self.run = run
    }

    public init(value: Value) {
        self.init { callback in callback(value) }
    }

    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
        Async<NewValue> { callback in
            self.run { value in callback(transform(value)) }
        }
    }
}
