/// Receives values from a publisher and controls the flow by returning demand.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error

    /// Called once, before any value; the subscriber must request demand through it to get values.
    func receive(subscription: Subscription)
    /// Delivers a value; the returned demand is added to what the subscriber asked for before.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Delivers the terminal event; no values follow it.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Lets `Void` subscribers be fed without spelling out `()`.
    public func receive() -> Subscribers.Demand { receive(()) }
}
