import Foundation

/// A value that may arrive later, as swift-snapshot-testing's strategies deliver
/// theirs. Every strategy here delivers at once; a team's own may call back later, and
/// the assertion waits for it up to its `timeout`.
public struct Async<Value> {
    public let run: (@escaping (Value) -> Void) -> Void
    /// The value of an `Async(value:)`, there from the start: waiting for it takes no
    /// lock and no clock, which every assertion of a built-in strategy would pay.
    private let immediate: Value?

    public init(run: @escaping (@escaping (Value) -> Void) -> Void) {
        self.run = run
        immediate = nil
    }

    public init(value: Value) {
        run = { callback in callback(value) }
        immediate = value
    }

    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
        Async<NewValue> { callback in
            self.run { value in callback(transform(value)) }
        }
    }
}

extension Async {
    /// The value, once delivered. Every built-in strategy calls back at once; one that
    /// calls back later, from any thread, is waited for up to `timeout` seconds, the
    /// current run loop running meanwhile. Nil when it never calls back.
    package func wait(timeout: TimeInterval) -> Value? {
        if let immediate { return immediate }
        let box = Locked<Value?>(nil)
        run { value in box.withLock { $0 = value } }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while box.withLock({ $0 == nil }), Date() < deadline {
            // A thread with no run loop sources returns at once: wait a little instead
            // of spinning.
            if !RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01)) {
                usleep(1_000)
            }
        }
        return box.withLock { $0 }
    }
}
