import Foundation
import os
import Testing

/// Darwin's unfair lock, as `import os` brings it: it excludes other threads.
struct UnfairLockTests {
    @Test func givenTwoThreads_whenBothIncrementUnderTheLock_thenNoIncrementIsLost() {
        let lock = os_unfair_lock_t.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        defer { lock.deallocate() }
        nonisolated(unsafe) var count = 0
        nonisolated(unsafe) let shared = lock

        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for _ in 0..<20_000 {
                os_unfair_lock_lock(shared)
                count += 1
                os_unfair_lock_unlock(shared)
            }
        }

        #expect(count == 40_000)
    }

    @Test func givenALockHeldByAnotherThread_whenTried_thenItIsRefusedUntilReleased() {
        let lock = os_unfair_lock_t.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        defer { lock.deallocate() }
        nonisolated(unsafe) let shared = lock
        let held = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        Thread {
            os_unfair_lock_lock(shared)
            os_unfair_lock_assert_owner(shared)
            held.signal()
            release.wait()
            os_unfair_lock_unlock(shared)
            done.signal()
        }.start()

        held.wait()
        #expect(os_unfair_lock_trylock(lock) == false)
        os_unfair_lock_assert_not_owner(lock)
        release.signal()
        done.wait()

        #expect(os_unfair_lock_trylock(lock))
        os_unfair_lock_unlock(lock)
    }

    @Test func givenSignposts_whenMarked_thenTheyAreAcceptedAndRecordedNowhere() {
        let log = OSLog(subsystem: "test", category: .pointsOfInterest)
        let id = OSSignpostID(log: log)

        os_signpost(.begin, log: log, name: "Load", signpostID: id)
        os_signpost(.end, log: log, name: "Load", signpostID: id, "%{public}s", "done")

        #expect(OSSignpostType.event.rawValue == 0)
        #expect(OSSignpostType.end.rawValue == 2)
    }
}
