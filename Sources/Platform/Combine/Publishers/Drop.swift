extension Publishers {
    /// Skips a number of leading values, e.g. the initial value of a `@Published` property.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            precondition(count >= 0, "count must not be negative")
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var remaining = count
            upstream.subscribe(Relay<Output, Failure, S>("Drop", downstream: subscriber,
                step: { value in
                    guard remaining > 0 else { return .emit(value) }
                    remaining -= 1
                    return .skip
                }, complete: { $0 }))
        }
    }

    /// Passes the first values up to a count, then finishes.
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let range: CountableRange<Int>

        public init(upstream: Upstream, range: CountableRange<Int>) {
            precondition(range.lowerBound >= 0, "range must not be negative")
            self.upstream = upstream
            self.range = range
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            if range.isEmpty {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            var index = 0
            let range = self.range
            upstream.subscribe(Relay<Output, Failure, S>("Output", downstream: subscriber,
                step: { value in
                    defer { index += 1 }
                    if index < range.lowerBound { return .skip }
                    return index == range.upperBound - 1 ? .emitAndFinish(value) : .emit(value)
                }, complete: { $0 }))
        }
    }
}

extension Publisher {
    /// Skips the first `count` values.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    /// Takes the first `maxLength` values and finishes.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: 0..<maxLength)
    }

    /// Takes only the value at `index`.
    public func output(at index: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: index..<(index + 1))
    }

    /// Takes only the values whose positions fall in `range`.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }
}
