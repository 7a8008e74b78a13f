import Foundation

extension Publishers {
    /// Performs subscribe, request and cancel on a scheduler, e.g. to start expensive work off the main thread.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
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
            let scheduler = self.scheduler, options = self.options, upstream = self.upstream
            let run: (@escaping () -> Void) -> Void = { scheduler.schedule(options: options, $0) }
            let relay = Relay<Output, Failure, S>("SubscribeOn", downstream: subscriber, step: { .emit($0) }, complete: { $0 })
            let hop = HopSubscription(relay, run: run)
            run { upstream.subscribe(hop) }
        }
    }
}

extension Publisher {
    /// Subscribes, requests and cancels on `scheduler`.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}

/// Wraps the upstream subscription so that requests and cancels run through `run`.
final class HopSubscription<Downstream: Subscriber>: Subscriber, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private let downstream: Downstream
    private let run: (@escaping () -> Void) -> Void

    init(_ downstream: Downstream, run: @escaping (@escaping () -> Void) -> Void) {
        self.downstream = downstream
        self.run = run
    }

    func receive(subscription: Subscription) { downstream.receive(subscription: Hopped(subscription, run: run)) }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }

    private final class Hopped: Subscription, @unchecked Sendable {
        let inner: Subscription
        let run: (@escaping () -> Void) -> Void
        init(_ inner: Subscription, run: @escaping (@escaping () -> Void) -> Void) { self.inner = inner; self.run = run }
        func request(_ demand: Subscribers.Demand) { run { self.inner.request(demand) } }
        func cancel() { run { self.inner.cancel() } }
    }
}
