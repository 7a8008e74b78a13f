import Foundation

extension Publishers {
    /// Turns a failure into one final value and a normal finish, so UIs can show a fallback.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Upstream.Output

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let fallback = output
            let chain = Chain<Output, S>(subscriber)
            chain.attach(upstream) { completion in
                switch completion {
                case .finished: chain.finish(.finished)
                case .failure: chain.attach(Just(fallback)) { _ in chain.finish(.finished) }
                }
            }
        }
    }

    /// Switches to a fallback publisher when the upstream fails.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = self.handler
            let chain = Chain<Output, S>(subscriber)
            chain.attach(upstream) { completion in
                switch completion {
                case .finished: chain.finish(.finished)
                case .failure(let error): chain.attach(handler(error)) { chain.finish($0) }
                }
            }
        }
    }

    /// Like `Catch`, but the handler may throw, failing the stream with that error.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let handler: (Upstream.Failure) throws -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let handler = self.handler
            let chain = Chain<Output, S>(subscriber)
            chain.attach(upstream) { completion in
                switch completion {
                case .finished: chain.finish(.finished)
                case .failure(let error):
                    do { chain.attach(try handler(error)) { chain.finish($0.mapFailure { $0 as Error }) } }
                    catch { chain.finish(.failure(error)) }
                }
            }
        }
    }

    /// Emits everything from `prefix`, then everything from `suffix`.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure
        public let prefix: Prefix
        public let suffix: Suffix

        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let suffix = self.suffix
            let chain = Chain<Output, S>(subscriber)
            chain.attach(prefix) { completion in
                switch completion {
                case .finished: chain.attach(suffix) { chain.finish($0) }
                case .failure: chain.finish(completion)
                }
            }
        }
    }
}

extension Publisher {
    /// Replaces a failure with `output` and finishes normally.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Recovers from a failure by switching to another publisher.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// Recovers from a failure with a handler that may itself throw.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P> where Output == P.Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }

    /// Emits `elements` before this publisher's values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Emits a sequence's elements before this publisher's values.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self> where Output == S.Element {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Emits another publisher's values before this one's.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where Failure == P.Failure, Output == P.Output {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Emits `elements` after this publisher finishes.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    /// Emits a sequence's elements after this publisher finishes.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>> where Output == S.Element {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    /// Emits another publisher's values after this one finishes.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P> where Failure == P.Failure, Output == P.Output {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
}

/// Feeds one downstream from a series of upstreams in turn, carrying unmet demand over to the next.
final class Chain<Output, Downstream: Subscriber>: Subscription, @unchecked Sendable where Downstream.Input == Output {
    private let lock = NSLock()
    private var downstream: Downstream?
    private var current: Subscription?
    private var demand = Subscribers.Demand.none
    private var announced = false

    init(_ downstream: Downstream) { self.downstream = downstream }

    /// Subscribes to `publisher`; `onEnd` decides what follows its completion.
    func attach<P: Publisher>(_ publisher: P, onEnd: @escaping (Subscribers.Completion<P.Failure>) -> Void) where P.Output == Output {
        let leg = ClosureSubscriber<Output, P.Failure>(
            onSubscribe: { [weak self] sub in self?.adopt(sub) },
            onValue: { [weak self] value in self?.forward(value) ?? .none },
            onCompletion: { [weak self] completion in
                guard let self else { return }
                self.lock.withLock { self.current = nil }
                onEnd(completion)
            })
        publisher.subscribe(leg)
    }

    private func adopt(_ sub: Subscription) {
        let (target, pending, announce) = lock.withLock { () -> (Downstream?, Subscribers.Demand, Bool) in
            guard downstream != nil else { return (nil, .none, false) }
            current = sub
            defer { announced = true }
            return (downstream, demand, !announced)
        }
        guard let target else { sub.cancel(); return }
        if announce { target.receive(subscription: self) } else if pending > 0 { sub.request(pending) }
    }

    private func forward(_ value: Output) -> Subscribers.Demand {
        guard let target = lock.withLock({ () -> Downstream? in
            guard downstream != nil else { return nil }
            demand -= 1
            return downstream
        }) else { return .none }
        let extra = target.receive(value)
        lock.withLock { demand += extra }
        return extra
    }

    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.withLock { () -> Downstream? in defer { downstream = nil; current = nil }; return downstream }?
            .receive(completion: completion)
    }

    func request(_ more: Subscribers.Demand) {
        lock.withLock { () -> Subscription? in demand += more; return current }?.request(more)
    }

    func cancel() {
        lock.withLock { () -> Subscription? in defer { downstream = nil; current = nil }; return current }?.cancel()
    }
}
