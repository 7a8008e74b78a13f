import Foundation

/// What a one-upstream operator does with each incoming value.
enum RelayStep<Output, Failure: Error> {
    case emit(Output)
    case skip
    case emitAndFinish(Output)
    case finish
    case fail(Failure)
}

/// Shared plumbing for operators with one upstream that pass demand straight through:
/// it guards against events after termination and frees both ends on cancel or completion.
final class Relay<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable {
    typealias Failure = UpstreamFailure
    typealias Step = RelayStep<Downstream.Input, Downstream.Failure>

    struct Hooks {
        var subscription: ((Subscription) -> Void)?
        var request: ((Subscribers.Demand) -> Void)?
        var cancel: (() -> Void)?
    }

    let description: String
    private let step: (Input) -> Step
    private let complete: (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>
    private let hooks: Hooks?
    private let lock = NSLock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var terminated = false

    init(_ name: String, downstream: Downstream, hooks: Hooks? = nil,
         step: @escaping (Input) -> Step,
         complete: @escaping (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>) {
        self.description = name
        self.downstream = downstream
        self.hooks = hooks
        self.step = step
        self.complete = complete
    }

    func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil, !terminated, let downstream else { lock.unlock(); subscription.cancel(); return }
        upstream = subscription
        lock.unlock()
        hooks?.subscription?(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let downstream = lock.withLock({ terminated ? nil : self.downstream }) else { return .none }
        switch step(input) {
        case .emit(let value):
            return downstream.receive(value)
        case .skip:
            return .max(1)
        case .emitAndFinish(let value):
            guard let up = terminate() else { return .none }
            up.cancel()
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .finish:
            guard let up = terminate() else { return .none }
            up.cancel()
            downstream.receive(completion: .finished)
        case .fail(let error):
            guard let up = terminate() else { return .none }
            up.cancel()
            downstream.receive(completion: .failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        let downstream = lock.withLock { () -> Downstream? in
            guard !terminated else { return nil }
            terminated = true
            upstream = nil
            defer { self.downstream = nil }
            return self.downstream
        }
        downstream?.receive(completion: complete(completion))
    }

    func request(_ demand: Subscribers.Demand) {
        hooks?.request?(demand)
        lock.withLock { terminated ? nil : upstream }?.request(demand)
    }

    func cancel() {
        guard let up = terminate() else { return }
        hooks?.cancel?()
        up.cancel()
    }

    /// Marks the relay finished and hands back the upstream to cancel, or nil if already finished.
    private func terminate() -> Subscription? {
        lock.withLock {
            guard !terminated else { return nil }
            terminated = true
            defer { upstream = nil; downstream = nil }
            return upstream ?? EmptySubscription.shared
        }
    }
}

/// A subscriber made of closures, used for the inner legs of multi-upstream operators.
final class ClosureSubscriber<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    private let lock = NSLock()
    private var subscription: Subscription?
    private var done = false
    private let onSubscribe: (Subscription) -> Void
    private let onValue: (Input) -> Subscribers.Demand
    private let onCompletion: (Subscribers.Completion<Failure>) -> Void

    init(onSubscribe: @escaping (Subscription) -> Void = { $0.request(.unlimited) },
         onValue: @escaping (Input) -> Subscribers.Demand,
         onCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.onSubscribe = onSubscribe
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    func receive(subscription: Subscription) {
        lock.lock()
        guard self.subscription == nil, !done else { lock.unlock(); subscription.cancel(); return }
        self.subscription = subscription
        lock.unlock()
        onSubscribe(subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { done } ? .none : onValue(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let first = lock.withLock { () -> Bool in
            defer { done = true; subscription = nil }
            return !done
        }
        if first { onCompletion(completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { done ? nil : subscription }?.request(demand)
    }

    func cancel() {
        let sub = lock.withLock { () -> Subscription? in
            defer { done = true; subscription = nil }
            return subscription
        }
        sub?.cancel()
    }
}
