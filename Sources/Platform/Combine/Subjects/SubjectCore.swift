import Foundation

/// The subscriber list and per-subscriber demand shared by every subject-like type.
/// Values are handed to each subscriber that has demand; those without demand miss them, as in Apple's subjects.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var conduits: [Conduit] = []
    private var completion: Subscribers.Completion<Failure>?
    private var upstreams: [Subscription] = []
    /// The value replayed to new subscribers; nil for pass-through subjects.
    private var current: Output?
    private let replays: Bool

    init(current: Output?) {
        self.current = current
        self.replays = current != nil
    }

    var value: Output? { lock.withLock { current } }

    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(core: self, downstream: AnySubscriber(subscriber), needsCurrent: replays)
        let ended = lock.withLock { () -> Subscribers.Completion<Failure>? in
            if completion == nil { conduits.append(conduit) }
            return completion
        }
        subscriber.receive(subscription: conduit)
        if let ended { conduit.finish(ended) }
    }

    /// Stores `value` for replay (before or after delivering, to match the owner's semantics) and delivers it.
    func send(_ value: Output, storeFirst: Bool = true) {
        let targets = lock.withLock { () -> [Conduit] in
            guard completion == nil else { return [] }
            if replays && storeFirst { current = value }
            return conduits
        }
        for conduit in targets { conduit.offer(value) }
        if replays && !storeFirst { lock.withLock { current = value } }
    }

    func send(completion end: Subscribers.Completion<Failure>) {
        let targets = lock.withLock { () -> [Conduit] in
            guard completion == nil else { return [] }
            completion = end
            upstreams = []
            defer { conduits = [] }
            return conduits
        }
        targets.forEach { $0.finish(end) }
    }

    func send(subscription: Subscription) {
        lock.withLock { upstreams.append(subscription) }
        subscription.request(.unlimited)
    }

    fileprivate func remove(_ conduit: Conduit) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }

    fileprivate func currentValue() -> Output? { lock.withLock { current } }

    /// One subscriber's view of the subject: its demand and whether it still wants the replayed value.
    final class Conduit: Subscription, @unchecked Sendable {
        private let lock = NSLock()
        private weak var core: SubjectCore?
        private var downstream: AnySubscriber<Output, Failure>?
        private var demand = Subscribers.Demand.none
        private var needsCurrent: Bool

        init(core: SubjectCore, downstream: AnySubscriber<Output, Failure>, needsCurrent: Bool) {
            self.core = core
            self.downstream = downstream
            self.needsCurrent = needsCurrent
        }

        func request(_ more: Subscribers.Demand) {
            let replay = lock.withLock { () -> AnySubscriber<Output, Failure>? in
                demand += more
                guard needsCurrent, demand > 0, let downstream else { return nil }
                needsCurrent = false
                demand -= 1
                return downstream
            }
            if let replay, let value = core?.currentValue() {
                let extra = replay.receive(value)
                lock.withLock { demand += extra }
            }
        }

        func offer(_ value: Output) {
            let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
                guard let downstream, demand > 0, !needsCurrent else { return nil }
                demand -= 1
                return downstream
            }
            guard let target else { return }
            let extra = target.receive(value)
            lock.withLock { demand += extra }
        }

        func finish(_ end: Subscribers.Completion<Failure>) {
            let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
                defer { downstream = nil }
                return downstream
            }
            target?.receive(completion: end)
        }

        func cancel() {
            lock.withLock { downstream = nil }
            core?.remove(self)
        }
    }
}
