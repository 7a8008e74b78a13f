extension Publishers {
    /// Emits a running accumulation, one result per upstream value.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var accumulator = initialResult
            let next = nextPartialResult
            upstream.subscribe(Relay<Upstream.Output, Failure, S>("Scan", downstream: subscriber,
                step: { accumulator = next(accumulator, $0); return .emit(accumulator) }, complete: { $0 }))
        }
    }
}

extension Publisher {
    /// Accumulates values, emitting every intermediate result.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
