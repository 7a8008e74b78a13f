extension Publishers {
    /// Follows only the most recent inner publisher, cancelling the previous one; the classic search-as-you-type operator.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = FanIn<Output, Failure>(subscriber)
            subscriber.receive(subscription: fan)
            var generation = 0
            var current: Subscription?
            var innerActive = false
            var upstreamDone = false
            fan.attach(upstream, onValue: { inner in
                let (mine, previous) = fan.lock.withLock { () -> (Int, Subscription?) in
                    generation += 1
                    innerActive = true
                    defer { current = nil }
                    return (generation, current)
                }
                previous?.cancel()
                fan.attach(inner, onSubscribe: { sub in
                    let stale = fan.lock.withLock { () -> Bool in
                        guard generation == mine else { return true }
                        current = sub
                        return false
                    }
                    if stale { sub.cancel() } else { sub.request(.unlimited) }
                }, onValue: { value in
                    if fan.lock.withLock({ generation == mine }) { fan.send(value) }
                }, onCompletion: { completion in
                    guard fan.lock.withLock({ generation == mine }) else { return }
                    switch completion {
                    case .failure(let error): fan.fail(error)
                    case .finished:
                        let done = fan.lock.withLock { innerActive = false; current = nil; return upstreamDone }
                        if done { fan.finish() }
                    }
                })
            }, onCompletion: { completion in
                switch completion {
                case .failure(let error): fan.fail(error)
                case .finished:
                    let done = fan.lock.withLock { upstreamDone = true; return !innerActive }
                    if done { fan.finish() }
                }
            })
        }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes only the newest inner publisher's values.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Failure == Never, Output: Publisher {
    /// Switches over inner publishers that can fail while the outer one cannot.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
    /// Disambiguates the case where neither level can fail.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// Switches over inner publishers that cannot fail while the outer one can.
    public func switchToLatest() -> Publishers.SwitchToLatest<Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>> {
        Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
    }
}
