import Foundation

extension Subscribers {
    /// A closure-based subscriber with unlimited demand, the usual end of a pipeline.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        public let receiveValue: (Input) -> Void
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

        private let lock = NSLock()
        private var subscription: Subscription?
        private var isDone = false

        public var description: String { "Sink" }

        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: Subscription) {
            lock.lock()
            guard self.subscription == nil, !isDone else { lock.unlock(); subscription.cancel(); return }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            guard !lock.withLock({ isDone }) else { return .none }
            receiveValue(value)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            let wasDone = lock.withLock { () -> Bool in
                defer { isDone = true; subscription = nil }
                return isDone
            }
            if !wasDone { receiveCompletion(completion) }
        }

        public func cancel() {
            let sub = lock.withLock { () -> Subscription? in
                defer { isDone = true; subscription = nil }
                return subscription
            }
            sub?.cancel()
        }
    }
}

extension Publisher {
    /// Runs closures for each value and for the completion; keep the result or the stream stops.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Runs a closure for each value of a stream that cannot fail.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
