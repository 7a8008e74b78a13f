import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The main actor's executor while a live screen is up. A live screen is hosted inside
/// one synchronous snapshot assertion, which holds the main actor: the work its taps
/// and tasks start on the main actor could not run until the test returned. So, while
/// a screen is live, the runtime is asked for the main executor through its hook
/// (`swift_task_getMainExecutor_hook`) and answered with this one, whose jobs the live
/// screen runs on its own thread, where the main actor already is, between actions.
/// Work that hops to another actor and back returns here too; nothing else changes.
///
///     LiveMainExecutor.shared.begin()
///     defer { LiveMainExecutor.shared.end() }
///     LiveMainExecutor.shared.settle()    // until the screen's work is done
final class LiveMainExecutor: SerialExecutor, @unchecked Sendable {
    static let shared = LiveMainExecutor()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    /// Live screens up, nested ones counted: the hook is in place while above zero.
    private var depth = 0
    /// The thread that runs the jobs: the one the main actor is on while screens are live.
    private var thread: pthread_t?
    /// When the last job arrived, to tell work still coming from work done.
    private var lastArrival = ContinuousClock.now
    private var previousHook: MainExecutorHook?

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        if depth > 0 {
            jobs.append(job)
            lastArrival = .now
            condition.signal()
            condition.unlock()
            return
        }
        condition.unlock()
        // No screen is live any more: the main actor's own executor runs it.
        MainActor.shared.enqueue(job)
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Main-actor code asks whether it runs isolated: on the live screen's thread it does.
    func checkIsolated() {
        precondition(isOnHostThread, "main-actor code ran off the live screen's thread")
    }

    func isIsolatingCurrentContext() -> Bool? {
        isOnHostThread
    }

    private var isOnHostThread: Bool {
        condition.lock()
        defer { condition.unlock() }
        guard let thread else { return false }
        return pthread_equal(thread, pthread_self()) != 0
    }

    // MARK: - Hosting

    /// Routes the main actor's new work here, from the calling thread, which holds the
    /// main actor. Nested screens share it.
    @MainActor
    func begin() {
        condition.lock()
        depth += 1
        let first = depth == 1
        if first { thread = pthread_self() }
        condition.unlock()
        guard first else { return }
        previousHook = Self.hook.pointee
        Self.hook.pointee = { _ in LiveMainExecutor.shared.asUnownedSerialExecutor() }
    }

    /// Gives the main actor its executor back when the last screen closes. Jobs still
    /// here go to the main actor's own executor, to run once the test lets it.
    @MainActor
    func end() {
        condition.lock()
        let last = depth == 1
        condition.unlock()
        // The hook goes first: from then on nothing new is sent here, and what still is
        // finds no screen and goes on to the main actor's own executor.
        if last {
            Self.hook.pointee = previousHook
            previousHook = nil
        }
        condition.lock()
        depth -= 1
        let leftovers = last ? jobs : []
        if last {
            jobs = []
            thread = nil
        }
        condition.unlock()
        for job in leftovers { MainActor.shared.enqueue(job) }
    }

    // MARK: - Running

    /// Runs every job queued now and those they queue, in order. Returns how many ran.
    @MainActor
    @discardableResult
    func runPending() -> Int {
        var count = 0
        while let job = next() {
            job.runSynchronously(on: asUnownedSerialExecutor())
            count += 1
        }
        return count
    }

    /// Waits up to `seconds` for a job to arrive; true when one is queued.
    @MainActor
    func waitForWork(upTo seconds: Double) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if jobs.isEmpty { _ = condition.wait(until: Date(timeIntervalSinceNow: seconds)) }
        return !jobs.isEmpty
    }

    /// Runs the main actor's work until it is done: no job left, and none arriving
    /// within `quiet` (work on another actor or a short sleep comes back within it).
    /// Bounded by `limit`, so that a screen that never stops (a timer, a polling loop)
    /// still answers.
    @MainActor
    func settle(quiet: Duration = .milliseconds(60), limit: Duration = .seconds(3)) {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while clock.now < deadline {
            if runPending() > 0 { continue }
            let since = arrivalAge()
            if since >= quiet { return }
            let wait = min(quiet - since, deadline - clock.now)
            _ = waitForWork(upTo: Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18)
        }
    }

    private func arrivalAge() -> Duration {
        condition.lock()
        defer { condition.unlock() }
        return ContinuousClock.now - lastArrival
    }

    private func next() -> UnownedJob? {
        condition.lock()
        defer { condition.unlock() }
        return jobs.isEmpty ? nil : jobs.removeFirst()
    }

    // MARK: - The runtime's hook

    typealias MainExecutorOriginal = @convention(thin) () -> UnownedSerialExecutor
    typealias MainExecutorHook = @convention(thin) (MainExecutorOriginal) -> UnownedSerialExecutor

    /// `swift_task_getMainExecutor_hook`, which the concurrency runtime consults each
    /// time main-actor work is scheduled.
    /// Written only by the live screen, on the main actor.
    nonisolated(unsafe) private static let hook: UnsafeMutablePointer<MainExecutorHook?> = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_getMainExecutor_hook") else {
            fatalError("the Swift concurrency runtime has no swift_task_getMainExecutor_hook: a live screen cannot run the main actor's work")
        }
        return symbol.assumingMemoryBound(to: MainExecutorHook?.self)
    }()
}
