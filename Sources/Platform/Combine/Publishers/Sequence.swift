import Foundation

extension Publishers {
    /// Replays a sequence's elements on demand, then finishes.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements

        public init(sequence: Elements) { self.sequence = sequence }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: SequenceSubscription(subscriber, iterator: sequence.makeIterator()))
        }
    }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

extension Sequence {
    /// Turns any sequence into a publisher, e.g. `[1, 2, 3].publisher`.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// Pulls from the iterator only as far as demand allows; re-entrant requests extend the running loop.
final class SequenceSubscription<Downstream: Subscriber, Iterator: IteratorProtocol>: Subscription, @unchecked Sendable
where Iterator.Element == Downstream.Input {
    private let lock = NSLock()
    private var downstream: Downstream?
    private var iterator: Iterator
    private var demand = Subscribers.Demand.none
    private var emitting = false

    init(_ downstream: Downstream, iterator: Iterator) {
        self.downstream = downstream
        self.iterator = iterator
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        guard !emitting else { lock.unlock(); return }
        emitting = true
        while let target = downstream, demand > 0 {
            guard let next = iterator.next() else {
                downstream = nil
                lock.unlock()
                target.receive(completion: .finished)
                lock.lock()
                break
            }
            demand -= 1
            lock.unlock()
            let extra = target.receive(next)
            lock.lock()
            demand += extra
        }
        emitting = false
        lock.unlock()
    }

    func cancel() { lock.withLock { downstream = nil } }
}
