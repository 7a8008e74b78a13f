import Combine
import Foundation

/// Thread-safe list of what a pipeline delivered, so tests can read results from any thread.
final class Recorder<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []
    private var ended: Bool = false

    var values: [Value] { lock.withLock { storage } }
    var finished: Bool { lock.withLock { ended } }

    func append(_ value: Value) { lock.withLock { storage.append(value) } }
    func finish() { lock.withLock { ended = true } }
}

/// A subscriber that asks for a fixed amount up front, to check that publishers honour demand.
final class DemandingSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    let initial: Subscribers.Demand
    let perValue: Subscribers.Demand
    let received = Recorder<Input>()
    private(set) var completion: Subscribers.Completion<Failure>?
    private(set) var subscription: Subscription?

    init(initial: Subscribers.Demand, perValue: Subscribers.Demand = .none) {
        self.initial = initial
        self.perValue = perValue
    }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        subscription.request(initial)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        received.append(input)
        return perValue
    }

    func receive(completion: Subscribers.Completion<Failure>) { self.completion = completion }
}

struct TestError: Error, Equatable {}

/// Polls `condition` every 10 ms until it holds, for up to `timeout` seconds of polling.
///
/// Polls are counted rather than a deadline kept, so only time in which this test runs
/// counts: at the start of a full `swift test` on 2 cores, tests that wait on a compiler
/// hold the concurrency pool (and the main queue, which main-run-loop timers and
/// `receive(on: .main)` share with every `@MainActor` test) for a minute and more, and a
/// deadline on the wall clock passed before the test's second poll. The timeout is
/// generous because it only costs time when a test fails.
func eventually(timeout: TimeInterval = 60, isolation: isolated (any Actor)? = #isolation,
                _ condition: () -> Bool) async -> Bool {
    for _ in 0..<Int(timeout * 100) {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return condition()
}
