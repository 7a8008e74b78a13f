import Foundation

/// Runs work once, right away, and replays its single result to every subscriber.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// Fulfils the future; only the first call counts. Sendable so it can be called from any task or queue.
    public typealias Promise = @Sendable (Result<Output, Failure>) -> Void

    private let lock = NSLock()
    private var result: Result<Output, Failure>?
    private var waiting: [FutureSubscription] = []

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { result in self.fulfil(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = FutureSubscription(AnySubscriber(subscriber))
        let known = lock.withLock { () -> Result<Output, Failure>? in
            if result == nil { waiting.append(subscription) }
            return result
        }
        subscriber.receive(subscription: subscription)
        if let known { subscription.resolve(known) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        let toNotify = lock.withLock { () -> [FutureSubscription] in
            guard self.result == nil else { return [] }
            self.result = result
            defer { waiting = [] }
            return waiting
        }
        toNotify.forEach { $0.resolve(result) }
    }

    /// Waits for both a result and demand before delivering.
    private final class FutureSubscription: Subscription, @unchecked Sendable {
        private let lock = NSLock()
        private var downstream: AnySubscriber<Output, Failure>?
        private var requested = false
        private var result: Result<Output, Failure>?

        init(_ downstream: AnySubscriber<Output, Failure>) { self.downstream = downstream }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            lock.withLock { requested = true }
            deliverIfReady()
        }

        func resolve(_ result: Result<Output, Failure>) {
            lock.withLock { self.result = result }
            deliverIfReady()
        }

        func cancel() { lock.withLock { downstream = nil } }

        private func deliverIfReady() {
            let ready = lock.withLock { () -> (AnySubscriber<Output, Failure>, Result<Output, Failure>)? in
                guard let downstream, let result else { return nil }
                if case .success = result, !requested { return nil }
                self.downstream = nil
                return (downstream, result)
            }
            guard let (target, result) = ready else { return }
            switch result {
            case .success(let value):
                _ = target.receive(value)
                target.receive(completion: .finished)
            case .failure(let error):
                target.receive(completion: .failure(error))
            }
        }
    }
}
