extension Publishers {
    /// Emits the first value and finishes, cancelling the upstream.
    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Relay<Output, Failure, S>("First", downstream: subscriber,
                step: { .emitAndFinish($0) }, complete: { $0 }))
        }
    }

    /// Emits the first value that passes a test and finishes.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(Relay<Output, Failure, S>("FirstWhere", downstream: subscriber,
                step: { predicate($0) ? .emitAndFinish($0) : .skip }, complete: { $0 }))
        }
    }
}

extension Publisher {
    /// Takes the first value and finishes.
    public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }

    /// Takes the first value that passes `predicate` and finishes.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
}
