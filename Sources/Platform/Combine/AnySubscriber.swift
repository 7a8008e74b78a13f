/// A type-erased subscriber, so heterogeneous subscribers can be stored together.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    public let combineIdentifier: CombineIdentifier
    private let receiveSubscriptionBody: ((Subscription) -> Void)?
    private let receiveValueBody: ((Input) -> Subscribers.Demand)?
    private let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?

    public var description: String { "Anonymous AnySubscriber" }

    /// Erases `s`, keeping its identity so cancellation bookkeeping still matches.
    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        if let already = s as? AnySubscriber<Input, Failure> { self = already; return }
        combineIdentifier = s.combineIdentifier
        receiveSubscriptionBody = s.receive(subscription:)
        receiveValueBody = s.receive(_:)
        receiveCompletionBody = s.receive(completion:)
    }

    /// Forwards into a subject; subjects take unlimited demand.
    public init<S: Subject>(_ s: S) where S.Output == Input, S.Failure == Failure {
        combineIdentifier = CombineIdentifier(s)
        receiveSubscriptionBody = { s.send(subscription: $0) }
        receiveValueBody = { s.send($0); return .none }
        receiveCompletionBody = { s.send(completion: $0) }
    }

    /// Builds a subscriber from closures; missing closures ignore their event.
    public init(receiveSubscription: ((Subscription) -> Void)? = nil,
                receiveValue: ((Input) -> Subscribers.Demand)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        combineIdentifier = CombineIdentifier()
        receiveSubscriptionBody = receiveSubscription
        receiveValueBody = receiveValue
        receiveCompletionBody = receiveCompletion
    }

    public func receive(subscription: Subscription) { receiveSubscriptionBody?(subscription) }
    public func receive(_ value: Input) -> Subscribers.Demand { receiveValueBody?(value) ?? .none }
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletionBody?(completion) }
}
