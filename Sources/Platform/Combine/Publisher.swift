import Foundation

/// A source of values over time; nothing flows until a subscriber attaches and asks for values.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Attaches `subscriber`; called by `subscribe(_:)`, which is what client code should use.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// The public entry point for attaching a subscriber, so publishers only implement `receive(subscriber:)`.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Feeds this publisher into a subject, returning a handle that stops the feed.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let subscriber = SubjectSubscriber(subject)
        receive(subscriber: subscriber)
        return AnyCancellable(subscriber)
    }
}

/// Forwards everything into a subject and keeps the upstream subscription so it can be cancelled.
final class SubjectSubscriber<S: Subject>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Input = S.Output
    typealias Failure = S.Failure

    private let lock = NSLock()
    private var subject: S?
    private var upstream: Subscription?

    init(_ subject: S) { self.subject = subject }

    func receive(subscription: Subscription) {
        lock.lock()
        guard let subject, upstream == nil else { lock.unlock(); subscription.cancel(); return }
        upstream = subscription
        lock.unlock()
        subject.send(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let subject = lock.withLock({ self.subject }) else { return .none }
        subject.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let subject = lock.withLock { () -> S? in
            defer { self.subject = nil; self.upstream = nil }
            return self.subject
        }
        subject?.send(completion: completion)
    }

    func cancel() {
        let upstream = lock.withLock { () -> Subscription? in
            defer { self.subject = nil; self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}
