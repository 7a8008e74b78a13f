import Foundation

extension Publishers {
    /// Shares one upstream subscription among many subscribers through a subject, starting on `connect()`.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher, @unchecked Sendable
    where SubjectType.Failure == Upstream.Failure, SubjectType.Output == Upstream.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let createSubject: () -> SubjectType
        private let lock = NSLock()
        private var subject: SubjectType?

        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var sharedSubject: SubjectType {
            lock.withLock {
                if let subject { return subject }
                let made = createSubject()
                subject = made
                return made
            }
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            sharedSubject.subscribe(subscriber)
        }

        public func connect() -> Cancellable { upstream.subscribe(sharedSubject) }
    }

    /// Connects a connectable publisher on the first subscriber and disconnects after the last one leaves.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public final let upstream: Upstream
        private let lock = NSLock()
        private var subscribers = 0
        private var connection: Cancellable?

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay<Output, Failure, S>("Autoconnect", downstream: subscriber,
                hooks: .init(cancel: { self.release() }),
                step: { .emit($0) }, complete: { self.release(); return $0 })
            upstream.subscribe(relay)
            let first = lock.withLock { subscribers += 1; return subscribers == 1 && connection == nil }
            if first {
                let made = upstream.connect()
                lock.withLock { connection = made }
            }
        }

        private func release() {
            let toCancel = lock.withLock { () -> Cancellable? in
                subscribers -= 1
                guard subscribers == 0 else { return nil }
                defer { connection = nil }
                return connection
            }
            toCancel?.cancel()
        }
    }

    /// Shares one upstream subscription among all current subscribers, connecting on first use.
    public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        public init(upstream: Upstream) {
            self.upstream = upstream
            inner = Autoconnect(upstream: Multicast(upstream: upstream) { PassthroughSubject() })
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.subscribe(subscriber)
        }

        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// Shares a single upstream subscription among subscribers, so side effects run once.
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }

    /// Wraps this publisher for sharing through a subject made on first use.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Wraps this publisher for sharing through the given subject.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self) { subject }
    }
}
