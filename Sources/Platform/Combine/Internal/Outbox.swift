import Foundation

/// Buffers values for one downstream and releases them only as demand allows, one caller at a time.
/// Multi-upstream operators push into it from any thread without breaking the serial-delivery rule.
final class Outbox<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var queue: [Output] = []
    private var head = 0
    private var completion: Subscribers.Completion<Failure>?
    private var draining = false

    init<S: Subscriber>(_ downstream: S) where S.Input == Output, S.Failure == Failure {
        self.downstream = AnySubscriber(downstream)
    }

    var isTerminated: Bool { lock.withLock { downstream == nil } }
    var hasDemand: Bool { lock.withLock { demand > 0 } }

    func request(_ more: Subscribers.Demand) {
        lock.withLock { demand += more }
        drain()
    }

    func push(_ value: Output) {
        lock.withLock {
            guard downstream != nil, completion == nil else { return }
            queue.append(value)
        }
        drain()
    }

    /// Finishing waits for buffered values; a failure drops them and ends at once.
    func complete(_ end: Subscribers.Completion<Failure>) {
        lock.withLock {
            guard downstream != nil, completion == nil else { return }
            if case .failure = end { queue.removeAll(); head = 0 }
            completion = end
        }
        drain()
    }

    func cancel() {
        lock.withLock { downstream = nil; queue.removeAll(); head = 0 }
    }

    private func drain() {
        lock.lock()
        guard !draining else { lock.unlock(); return }
        draining = true
        while let target = downstream {
            if head < queue.count, demand > 0 {
                let value = queue[head]
                head += 1
                if head > 64, head * 2 > queue.count { queue.removeFirst(head); head = 0 }
                demand -= 1
                lock.unlock()
                let extra = target.receive(value)
                lock.lock()
                demand += extra
            } else if head >= queue.count, let end = completion {
                downstream = nil
                lock.unlock()
                target.receive(completion: end)
                lock.lock()
            } else {
                break
            }
        }
        draining = false
        lock.unlock()
    }
}
