import Foundation

/// Holds a current value and gives it to each new subscriber, so late subscribers start in the right state.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let core: SubjectCore<Output, Failure>

    public init(_ value: Output) { core = SubjectCore(current: value) }

    /// Reading gives the latest value; writing sends it, just like `send(_:)`.
    public var value: Output {
        get { core.value! }
        set { send(newValue) }
    }

    public func send(_ input: Output) { core.send(input) }
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }
    public func send(subscription: Subscription) { core.send(subscription: subscription) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber)
    }
}
