import Foundation

extension Publishers {
    /// Gathers every value into one array, emitted when the upstream finishes.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var items: [Upstream.Output] = []
            upstream.subscribe(Reducer<Upstream.Output, S>(subscriber, accumulate: { items.append($0) }, result: { items }))
        }
    }

    /// Emits only the last value, once the upstream finishes.
    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var last: Output?
            upstream.subscribe(Reducer<Output, S>(subscriber, accumulate: { last = $0 }, result: { last }))
        }
    }
}

extension Publisher {
    /// Collects all values into one array on completion.
    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }

    /// Emits only the final value.
    public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }
}

/// Consumes the whole upstream once the downstream asks for anything, then emits a single result.
final class Reducer<Input, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Failure = Downstream.Failure
    private let lock = NSLock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var requested = false
    private let accumulate: (Input) -> Void
    private let result: () -> Downstream.Input?

    init(_ downstream: Downstream, accumulate: @escaping (Input) -> Void, result: @escaping () -> Downstream.Input?) {
        self.downstream = downstream
        self.accumulate = accumulate
        self.result = result
    }

    func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil, let downstream else { lock.unlock(); subscription.cancel(); return }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        accumulate(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard let target = lock.withLock({ () -> Downstream? in defer { downstream = nil; upstream = nil }; return downstream }) else { return }
        if case .finished = completion, let value = result() { _ = target.receive(value) }
        target.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        let up = lock.withLock { () -> Subscription? in
            guard !requested, demand > 0 else { return nil }
            requested = true
            return upstream
        }
        up?.request(.unlimited)
    }

    func cancel() {
        lock.withLock { () -> Subscription? in defer { downstream = nil; upstream = nil }; return upstream }?.cancel()
    }
}
