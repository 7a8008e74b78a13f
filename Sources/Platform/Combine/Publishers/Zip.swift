extension Publishers {
    /// Pairs values by position: the n-th of each upstream form the n-th tuple.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) { self.a = a; self.b = b }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let zip = PairedValues<Output, Failure>(subscriber, count: 2) { ($0[0] as! A.Output, $0[1] as! B.Output) }
            zip.attach(a, at: 0)
            zip.attach(b, at: 1)
        }
    }

    /// The three-publisher form of `Zip`.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let zip = PairedValues<Output, Failure>(subscriber, count: 3) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
            zip.attach(a, at: 0)
            zip.attach(b, at: 1)
            zip.attach(c, at: 2)
        }
    }
}

extension Publisher {
    /// Pairs values of this and another publisher by position.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure {
        Publishers.Zip(self, other)
    }

    /// Pairs values by position and combines each pair with a closure.
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, P>, T> where Failure == P.Failure {
        Publishers.Zip(self, other).map(transform)
    }

    /// Groups values of this and two other publishers by position.
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }
}

/// Queues values per upstream and emits a group whenever every queue has one; finishes once a finished upstream runs dry.
final class PairedValues<Output, Failure: Error> {
    private let fan: FanIn<Output, Failure>
    private var queues: [[Any]]
    private var finished: [Bool]
    private let combine: ([Any]) -> Output

    init<S: Subscriber>(_ subscriber: S, count: Int, combine: @escaping ([Any]) -> Output)
    where S.Input == Output, S.Failure == Failure {
        fan = FanIn(subscriber)
        queues = Array(repeating: [], count: count)
        finished = Array(repeating: false, count: count)
        self.combine = combine
        subscriber.receive(subscription: fan)
    }

    func attach<P: Publisher>(_ publisher: P, at index: Int) where P.Failure == Failure {
        fan.attach(publisher, onValue: { value in
            let (group, exhausted) = self.fan.lock.withLock { () -> ([Any]?, Bool) in
                self.queues[index].append(value)
                guard self.queues.allSatisfy({ !$0.isEmpty }) else { return (nil, false) }
                let group = self.queues.indices.map { self.queues[$0].removeFirst() }
                return (group, self.isExhausted)
            }
            if let group { self.fan.send(self.combine(group)) }
            if exhausted { self.fan.finish() }
        }, onCompletion: { completion in
            switch completion {
            case .failure(let error): self.fan.fail(error)
            case .finished:
                let exhausted = self.fan.lock.withLock { self.finished[index] = true; return self.isExhausted }
                if exhausted { self.fan.finish() }
            }
        })
    }

    private var isExhausted: Bool {
        queues.indices.contains { finished[$0] && queues[$0].isEmpty }
    }
}
