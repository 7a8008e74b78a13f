import Foundation

/// The downstream side of operators that listen to several upstreams at once (merge, combineLatest, zip, flatMap...).
/// Upstream legs take values eagerly; the `Outbox` hands them on only as the downstream asks.
final class FanIn<Output, Failure: Error>: Subscription, @unchecked Sendable {
    /// Guards the operator's own bookkeeping, which lives in the closures that use it.
    let lock = NSLock()
    private let outbox: Outbox<Output, Failure>
    private var legs: [ObjectIdentifier: Cancellable] = [:]
    private var ended = false

    init<S: Subscriber>(_ downstream: S) where S.Input == Output, S.Failure == Failure {
        outbox = Outbox(downstream)
    }

    /// Subscribes one upstream leg; values and completions go to the closures.
    func attach<P: Publisher>(_ publisher: P,
                              onSubscribe: @escaping (Subscription) -> Void = { $0.request(.unlimited) },
                              onValue: @escaping (P.Output) -> Void,
                              onCompletion: @escaping (Subscribers.Completion<P.Failure>) -> Void) {
        var key: ObjectIdentifier?
        let leg = ClosureSubscriber<P.Output, P.Failure>(
            onSubscribe: onSubscribe,
            onValue: { onValue($0); return .none },
            onCompletion: { [weak self] completion in
                if let self, let key { self.lock.withLock { _ = self.legs.removeValue(forKey: key) } }
                onCompletion(completion)
            })
        key = ObjectIdentifier(leg)
        let accepted = lock.withLock { () -> Bool in
            guard !ended else { return false }
            legs[ObjectIdentifier(leg)] = leg
            return true
        }
        if accepted { publisher.subscribe(leg) }
    }

    func send(_ value: Output) { outbox.push(value) }

    /// Finishes after buffered values drain, stopping any leg still running.
    func finish() {
        cancelLegs()
        outbox.complete(.finished)
    }

    /// Fails at once and stops every other leg.
    func fail(_ error: Failure) {
        cancelLegs()
        outbox.complete(.failure(error))
    }

    func request(_ demand: Subscribers.Demand) { outbox.request(demand) }

    func cancel() {
        cancelLegs()
        outbox.cancel()
    }

    private func cancelLegs() {
        let toCancel = lock.withLock { () -> [Cancellable] in
            ended = true
            defer { legs = [:] }
            return Array(legs.values)
        }
        toCancel.forEach { $0.cancel() }
    }
}
