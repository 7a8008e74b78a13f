import Foundation
import FoundationAdditions

extension _KeyValueObservingRegistration where Self: NSObject {
    /// Publishes the value at `keyPath`: at once when `options` has `.initial`, as on
    /// iOS. No change arrives on Linux, which has no runtime to notice one (see
    /// `observe(_:options:changeHandler:)`), and the publisher never finishes.
    public func publisher<Value>(for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}

extension NSObject {
    /// A publisher of an object's property, as key-value observing reports it.
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Combine.Publisher, Equatable, @unchecked Sendable {
        public typealias Output = Value
        public typealias Failure = Never

        public let object: Subject
        public let keyPath: KeyPath<Subject, Value>
        public let options: NSKeyValueObservingOptions

        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) {
            self.object = object
            self.keyPath = keyPath
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            let initial = options.contains(.initial) ? object[keyPath: keyPath] : nil
            subscriber.receive(subscription: KeyValueObservingSubscription(AnySubscriber(subscriber), initial: initial))
        }

        /// A publisher of nothing but that the property changed; nothing changes here.
        public func didChange() -> Publishers.Map<KeyValueObservingPublisher<Subject, Value>, Void> {
            map { _ in () }
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.object === rhs.object && lhs.keyPath == rhs.keyPath && lhs.options == rhs.options
        }
    }
}

/// Hands the initial value to the subscriber once it asks for one; then nothing.
private final class KeyValueObservingSubscription<Value>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var subscriber: AnySubscriber<Value, Never>?
    private var initial: Value?

    init(_ subscriber: AnySubscriber<Value, Never>, initial: Value?) {
        self.subscriber = subscriber
        self.initial = initial
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let (target, value): (AnySubscriber<Value, Never>?, Value?) = lock.withLock {
            defer { initial = nil }
            return (subscriber, initial)
        }
        if let target, let value { _ = target.receive(value) }
    }

    func cancel() {
        lock.withLock {
            subscriber = nil
            initial = nil
        }
    }
}
