import Foundation

extension NotificationCenter {
    /// Publishes notifications with a name (and optionally from an object), observing only while subscribed.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher of notifications; the observer is registered on demand and removed on cancel.
    public struct Publisher: Combine.Publisher, @unchecked Sendable {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            subscriber.receive(subscription: NotificationSubscription(AnySubscriber(subscriber), center: center, name: name, object: object))
        }
    }
}

extension NotificationCenter.Publisher: Equatable {
    public static func == (lhs: NotificationCenter.Publisher, rhs: NotificationCenter.Publisher) -> Bool {
        lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
    }
}

/// Registers the observer on first demand and drops notifications that arrive without demand.
final class NotificationSubscription: Subscription, @unchecked Sendable {
    typealias Downstream = AnySubscriber<Notification, Never>
    private let lock = NSLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var token: NSObjectProtocol?
    private weak var center: NotificationCenter?
    private let name: Notification.Name
    private let object: AnyObject?

    init(_ downstream: Downstream, center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        self.downstream = downstream
        self.center = center
        self.name = name
        self.object = object
    }

    func request(_ more: Subscribers.Demand) {
        let observeIn: NotificationCenter? = lock.withLock {
            demand += more
            return token == nil && downstream != nil ? center : nil
        }
        guard let observeIn else { return }
        let newToken = observeIn.addObserver(forName: name, object: object, queue: nil) { [weak self] note in
            self?.deliver(note)
        }
        let stale: Bool = lock.withLock {
            guard downstream != nil, token == nil else { return true }
            token = newToken
            return false
        }
        if stale { observeIn.removeObserver(newToken) }
    }

    private func deliver(_ note: Notification) {
        guard let target = lock.withLock({ () -> Downstream? in
            guard let downstream, demand > 0 else { return nil }
            demand -= 1
            return downstream
        }) else { return }
        let extra = target.receive(note)
        lock.withLock { demand += extra }
    }

    func cancel() {
        let token = lock.withLock { () -> NSObjectProtocol? in
            defer { downstream = nil; self.token = nil }
            return self.token
        }
        if let token { center?.removeObserver(token) }
    }
}
