import Foundation

extension Publishers {
    /// Maps each value to a publisher and merges their outputs, with at most `maxPublishers` running at once.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = FanIn<Output, Failure>(subscriber)
            subscriber.receive(subscription: fan)
            let transform = self.transform, limit = maxPublishers
            var active = 0
            var upstreamDone = false
            var upstreamSubscription: Subscription?
            fan.attach(upstream, onSubscribe: { sub in
                fan.lock.withLock { upstreamSubscription = sub }
                sub.request(limit)
            }, onValue: { value in
                fan.lock.withLock { active += 1 }
                fan.attach(transform(value), onValue: fan.send) { completion in
                    switch completion {
                    case .failure(let error): fan.fail(error)
                    case .finished:
                        let (done, upstream) = fan.lock.withLock { () -> (Bool, Subscription?) in
                            active -= 1
                            return (upstreamDone && active == 0, limit == .unlimited || upstreamDone ? nil : upstreamSubscription)
                        }
                        if done { fan.finish() } else { upstream?.request(.max(1)) }
                    }
                }
            }, onCompletion: { completion in
                switch completion {
                case .failure(let error): fan.fail(error)
                case .finished:
                    let done = fan.lock.withLock { upstreamDone = true; upstreamSubscription = nil; return active == 0 }
                    if done { fan.finish() }
                }
            })
        }
    }
}

extension Publisher {
    /// Maps each value to a publisher and merges the results.
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// Flat-maps into publishers that cannot fail, adopting this publisher's failure type.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Failure == Never {
    /// Flat-maps a stream that cannot fail into publishers that can.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// Flat-maps when neither side can fail.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}
