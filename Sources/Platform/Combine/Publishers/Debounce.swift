import Foundation

extension Publishers {
    /// Emits a value only after the upstream has been quiet for `dueTime`, e.g. to search after typing pauses.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, options = self.options, dueTime = self.dueTime
            let timed = Timed<Output, S>(subscriber, now: { scheduler.schedule(options: options, $0) })
            var generation = 0
            upstream.subscribe(ClosureSubscriber<Output, Failure>(
                onSubscribe: { timed.adopt($0) },
                onValue: { value in
                    let mine = timed.lock.withLock { generation += 1; return generation }
                    scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
                                       options: options) {
                        if timed.lock.withLock({ generation == mine }) { timed.emit(value) }
                    }
                    return .none
                },
                onCompletion: { completion in
                    timed.lock.withLock { generation += 1 }
                    timed.complete(completion)
                }))
        }
    }

    /// Emits at most one value per interval: the first or the latest seen during it.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, interval = self.interval, latest = self.latest
            let timed = Timed<Output, S>(subscriber, now: { scheduler.schedule(options: nil, $0) })
            var windowOpen = false
            var pending: Output?
            func closeWindowLater() {
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: nil) {
                    let next = timed.lock.withLock { () -> Output? in
                        defer { pending = nil }
                        if pending == nil { windowOpen = false }
                        return pending
                    }
                    if let next { timed.emit(next); closeWindowLater() }
                }
            }
            upstream.subscribe(ClosureSubscriber<Output, Failure>(
                onSubscribe: { timed.adopt($0) },
                onValue: { value in
                    let emitNow = timed.lock.withLock { () -> Bool in
                        if windowOpen {
                            if latest || pending == nil { pending = value }
                            return false
                        }
                        windowOpen = true
                        return true
                    }
                    if emitNow { scheduler.schedule(options: nil) { timed.emit(value) }; closeWindowLater() }
                    return .none
                },
                onCompletion: { timed.complete($0) }))
        }
    }
}

extension Publisher {
    /// Waits for a pause of `dueTime` before passing on the latest value.
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    /// Passes on at most one value per `interval`.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S,
                                       latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}

/// Downstream side of time-based operators: takes unlimited values from upstream, counts downstream
/// demand and drops values that arrive when the downstream has not asked for any.
final class Timed<Output, Downstream: Subscriber>: Subscription, @unchecked Sendable where Downstream.Input == Output {
    let lock = NSLock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var demand = Subscribers.Demand.none
    private let now: (@escaping () -> Void) -> Void

    init(_ downstream: Downstream, now: @escaping (@escaping () -> Void) -> Void) {
        self.downstream = downstream
        self.now = now
    }

    func adopt(_ subscription: Subscription) {
        guard let target = lock.withLock({ () -> Downstream? in upstream = subscription; return downstream }) else {
            subscription.cancel(); return
        }
        target.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func emit(_ value: Output) {
        guard let target = lock.withLock({ () -> Downstream? in
            guard let downstream, demand > 0 else { return nil }
            demand -= 1
            return downstream
        }) else { return }
        let extra = target.receive(value)
        lock.withLock { demand += extra }
    }

    func complete(_ completion: Subscribers.Completion<Downstream.Failure>) {
        now {
            self.lock.withLock { () -> Downstream? in
                defer { self.downstream = nil; self.upstream = nil }
                return self.downstream
            }?.receive(completion: completion)
        }
    }

    func request(_ more: Subscribers.Demand) { lock.withLock { demand += more } }

    func cancel() {
        lock.withLock { () -> Subscription? in defer { downstream = nil; upstream = nil }; return upstream }?.cancel()
    }
}
