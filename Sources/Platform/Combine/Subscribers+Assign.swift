import Foundation

extension Subscribers {
    /// Writes each value into an object's property; it holds the object strongly until cancelled or finished.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        public typealias Failure = Never

        public private(set) var object: Root?
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        private let lock = NSLock()
        private var subscription: Subscription?

        public var description: String { "Assign \(Root.self)." }

        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public func receive(subscription: Subscription) {
            lock.lock()
            guard self.subscription == nil, object != nil else { lock.unlock(); subscription.cancel(); return }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            if let object = lock.withLock({ self.object }) { object[keyPath: keyPath] = value }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            lock.withLock { object = nil; subscription = nil }
        }

        public func cancel() {
            let sub = lock.withLock { () -> Subscription? in
                defer { object = nil; subscription = nil }
                return subscription
            }
            sub?.cancel()
        }
    }
}

extension Publisher where Failure == Never {
    /// Keeps a property in sync with the stream; beware that `on: self` keeps `self` alive.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
