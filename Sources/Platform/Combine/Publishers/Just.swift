import Foundation

/// Emits one value and finishes; handy for lifting a plain value into a pipeline.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: OneShotSubscription(subscriber, value: output, completion: .finished))
    }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}

extension Just {
    /// Changes the declared failure type so `Just` can join failing pipelines.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(output)
    }
}

/// Delivers an optional value and then a completion once demand arrives.
final class OneShotSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: Downstream?
    private let value: Downstream.Input?
    private let completion: Subscribers.Completion<Downstream.Failure>

    init(_ downstream: Downstream, value: Downstream.Input?, completion: Subscribers.Completion<Downstream.Failure>) {
        self.downstream = downstream
        self.value = value
        self.completion = completion
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        guard let target = lock.withLock({ () -> Downstream? in defer { downstream = nil }; return downstream }) else { return }
        if let value { _ = target.receive(value) }
        target.receive(completion: completion)
    }

    func cancel() { lock.withLock { downstream = nil } }
}
