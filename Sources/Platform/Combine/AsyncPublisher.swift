import Foundation

extension Publisher where Failure == Never {
    /// The values as an async sequence, for `for await value in publisher.values`.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The values as a throwing async sequence, for `for try await value in publisher.values`.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// Bridges a publisher that cannot fail to `AsyncSequence`, pulling one value per iteration.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output

    private let publisher: P

    public init(_ publisher: P) { self.publisher = publisher }

    public func makeAsyncIterator() -> Iterator { Iterator(publisher) }

    public struct Iterator: AsyncIteratorProtocol {
        public typealias Element = P.Output
        private let inner: AsyncBridge<P.Output, Never>
        private let lifetime: CancelOnDeinit

        init(_ publisher: P) {
            inner = AsyncBridge()
            lifetime = CancelOnDeinit(inner)
            publisher.subscribe(inner)
        }

        public mutating func next() async -> P.Output? {
            try? await inner.next()
        }
    }
}

/// Bridges any publisher to a throwing `AsyncSequence`; the publisher's failure is thrown.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output

    private let publisher: P

    public init(_ publisher: P) { self.publisher = publisher }

    public func makeAsyncIterator() -> Iterator { Iterator(publisher) }

    public struct Iterator: AsyncIteratorProtocol {
        public typealias Element = P.Output
        private let inner: AsyncBridge<P.Output, P.Failure>
        private let lifetime: CancelOnDeinit

        init(_ publisher: P) {
            inner = AsyncBridge()
            lifetime = CancelOnDeinit(inner)
            publisher.subscribe(inner)
        }

        public mutating func next() async throws -> P.Output? {
            try await inner.next()
        }
    }
}

/// Requests one value per `next()` call and parks the caller in a continuation until it arrives.
/// Task cancellation cancels the subscription and ends the sequence.
final class AsyncBridge<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    private let lock = NSLock()
    private var subscription: Subscription?
    private var pending: [Input] = []
    private var waiter: CheckedContinuation<Handoff, Error>?
    private var completion: Subscribers.Completion<Failure>?
    private var wantsValue = false
    private var cancelled = false

    func receive(subscription: Subscription) {
        let requestNow = lock.withLock { () -> Bool in
            guard self.subscription == nil, !cancelled else { return false }
            self.subscription = subscription
            return wantsValue
        }
        if requestNow { subscription.request(.max(1)) } else if lock.withLock({ cancelled }) { subscription.cancel() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let resume = lock.withLock { () -> CheckedContinuation<Handoff, Error>? in
            defer { waiter = nil }
            if waiter == nil { pending.append(input) }
            return waiter
        }
        resume?.resume(returning: Handoff(value: input))
        return .none
    }

    func receive(completion end: Subscribers.Completion<Failure>) {
        let resume = lock.withLock { () -> CheckedContinuation<Handoff, Error>? in
            completion = end
            subscription = nil
            defer { waiter = nil }
            return waiter
        }
        resume.map { finish($0, with: end) }
    }

    /// Moves a value from the delivering thread to the awaiting task; the iterator owns it from then on.
    struct Handoff: @unchecked Sendable { let value: Input? }

    func next() async throws -> Input? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Handoff, Error>) in
                let action = lock.withLock { () -> Action in
                    if !pending.isEmpty { return .value(pending.removeFirst()) }
                    if let completion { return .end(completion) }
                    if cancelled { return .stop }
                    waiter = continuation
                    wantsValue = true
                    return .request(subscription)
                }
                switch action {
                case .value(let value): continuation.resume(returning: Handoff(value: value))
                case .end(let end): finish(continuation, with: end)
                case .stop: continuation.resume(returning: Handoff(value: nil))
                case .request(let sub): sub?.request(.max(1))
                }
            }
        } onCancel: {
            cancel()
        }.value
    }

    private enum Action { case value(Input), end(Subscribers.Completion<Failure>), stop, request(Subscription?) }

    private func finish(_ continuation: CheckedContinuation<Handoff, Error>, with end: Subscribers.Completion<Failure>) {
        switch end {
        case .finished: continuation.resume(returning: Handoff(value: nil))
        case .failure(let error): continuation.resume(throwing: error)
        }
    }

    func cancel() {
        let (sub, resume) = lock.withLock { () -> (Subscription?, CheckedContinuation<Handoff, Error>?) in
            cancelled = true
            defer { subscription = nil; waiter = nil }
            return (subscription, waiter)
        }
        sub?.cancel()
        resume?.resume(returning: Handoff(value: nil))
    }
}

/// Cancels the bridge when the last copy of an iterator goes away, e.g. after `break` in a `for await` loop.
final class CancelOnDeinit: @unchecked Sendable {
    private let target: Cancellable
    init(_ target: Cancellable) { self.target = target }
    deinit { target.cancel() }
}
