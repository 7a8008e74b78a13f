import Foundation

extension Publishers {
    /// Delivers values and completion on a scheduler, e.g. `DispatchQueue.main` for UI updates.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, options = self.options
            upstream.subscribe(Rescheduler<Output, Failure, S>(subscriber) { scheduler.schedule(options: options, $0) })
        }
    }

    /// Shifts every value and the completion later by a fixed interval.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let tolerance: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
                    scheduler: Context, options: Context.SchedulerOptions? = nil) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, options = self.options, interval = self.interval, tolerance = self.tolerance
            upstream.subscribe(Rescheduler<Output, Failure, S>(subscriber) {
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, $0)
            })
        }
    }
}

extension Publisher {
    /// Moves delivery of values and completion onto `scheduler`.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Delays every event by `interval` on `scheduler`.
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                    scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
                         scheduler: scheduler, options: options)
    }
}

/// Passes the subscription straight through but runs each delivery through `enqueue`;
/// demand returned by the downstream is forwarded upstream after the delivery runs.
final class Rescheduler<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable
where Downstream.Input == Input, Downstream.Failure == Failure {
    private let lock = NSLock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private let enqueue: (@escaping () -> Void) -> Void

    init(_ downstream: Downstream, enqueue: @escaping (@escaping () -> Void) -> Void) {
        self.downstream = downstream
        self.enqueue = enqueue
    }

    func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil, let downstream else { lock.unlock(); subscription.cancel(); return }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        enqueue {
            guard let (target, up) = self.lock.withLock({ self.downstream.map { ($0, self.upstream) } }) else { return }
            let extra = target.receive(input)
            if extra > 0 { up?.request(extra) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        enqueue {
            self.lock.withLock { () -> Downstream? in
                defer { self.downstream = nil; self.upstream = nil }
                return self.downstream
            }?.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) { lock.withLock { upstream }?.request(demand) }

    func cancel() {
        lock.withLock { () -> Subscription? in defer { downstream = nil; upstream = nil }; return upstream }?.cancel()
    }
}
