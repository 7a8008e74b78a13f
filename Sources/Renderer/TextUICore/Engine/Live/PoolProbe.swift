import Foundation

/// Whether Swift's shared thread pool is running jobs: a live screen's work that left
/// the main actor (an actor's method, a detached task) needs one of its threads. In a
/// full `swift test` on two cores every thread can be held for seconds by other tests
/// (one waiting on a compiler it started), and a screen that took that wait for work
/// stuck on a stream would be drawn before its data arrived. The probe keeps one
/// trivial task in the pool at a time and tells how long it has waited to run.
final class PoolProbe: @unchecked Sendable {
    private let lock = NSLock()
    private let clock = ContinuousClock()
    private var sent: ContinuousClock.Instant?
    private var answered = true

    /// True while the pool answers within `patience`: the last probe ran, or was sent
    /// less than `patience` ago. Sends the next probe once the last has run.
    func isAnswering(within patience: Duration) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let now = clock.now
        if answered {
            answered = false
            sent = now
            Task.detached { self.answer() }
            return true
        }
        return now - (sent ?? now) < patience
    }

    private func answer() {
        lock.lock()
        answered = true
        lock.unlock()
    }
}
