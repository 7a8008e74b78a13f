/// The link between one publisher and one subscriber; cancelling it frees the publisher's resources.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for more values; demand accumulates and is never taken back.
    func request(_ demand: Subscribers.Demand)
}

/// A subscription that does nothing, for publishers that complete before producing anything.
public enum Subscriptions {
    /// A shared subscription for publishers with nothing to deliver.
    public static var empty: Subscription { EmptySubscription.shared }
}

final class EmptySubscription: Subscription, Sendable {
    static let shared = EmptySubscription()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
