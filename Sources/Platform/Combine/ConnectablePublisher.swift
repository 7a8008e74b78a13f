/// A publisher that waits for an explicit `connect()`, so several subscribers can attach first.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts producing; cancel the result to stop.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Connects on the first subscriber and disconnects when the last one leaves.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}
