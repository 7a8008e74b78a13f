/// A publisher you can push values into, bridging imperative code to streams.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Pushes a value to the current subscribers.
    func send(_ value: Output)
    /// Ends the stream for current and future subscribers.
    func send(completion: Subscribers.Completion<Failure>)
    /// Lets the subject drive an upstream it has been attached to.
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Lets `Void` subjects be triggered without spelling out `()`.
    public func send() { send(()) }
}
