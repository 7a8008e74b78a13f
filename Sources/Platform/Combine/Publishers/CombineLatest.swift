extension Publishers {
    /// Emits a tuple of the latest value of each upstream whenever any of them changes, once all have emitted.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) { self.a = a; self.b = b }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let combine = LatestValues<Output, Failure>(subscriber, count: 2) { ($0[0] as! A.Output, $0[1] as! B.Output) }
            combine.attach(a, at: 0)
            combine.attach(b, at: 1)
        }
    }

    /// The three-publisher form of `CombineLatest`.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let combine = LatestValues<Output, Failure>(subscriber, count: 3) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
            combine.attach(a, at: 0)
            combine.attach(b, at: 1)
            combine.attach(c, at: 2)
        }
    }
}

extension Publisher {
    /// Pairs the latest values of this and another publisher.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Combines the latest values of this and another publisher with a closure.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Groups the latest values of this and two other publishers.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Combines the latest values of this and two other publishers with a closure.
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q,
                                                             _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }
}

/// Keeps the latest value per upstream and emits a combination once every upstream has produced one.
final class LatestValues<Output, Failure: Error> {
    private let fan: FanIn<Output, Failure>
    private var latest: [Any?]
    private var finished = 0
    private let combine: ([Any]) -> Output

    init<S: Subscriber>(_ subscriber: S, count: Int, combine: @escaping ([Any]) -> Output)
    where S.Input == Output, S.Failure == Failure {
        fan = FanIn(subscriber)
        latest = Array(repeating: nil, count: count)
        self.combine = combine
        subscriber.receive(subscription: fan)
    }

    func attach<P: Publisher>(_ publisher: P, at index: Int) where P.Failure == Failure {
        fan.attach(publisher, onValue: { value in
            let ready = self.fan.lock.withLock { () -> [Any]? in
                self.latest[index] = value
                let values = self.latest.compactMap { $0 }
                return values.count == self.latest.count ? values : nil
            }
            if let ready { self.fan.send(self.combine(ready)) }
        }, onCompletion: { completion in
            switch completion {
            case .failure(let error): self.fan.fail(error)
            case .finished:
                let done = self.fan.lock.withLock { self.finished += 1; return self.finished == self.latest.count }
                if done { self.fan.finish() }
            }
        })
    }
}
