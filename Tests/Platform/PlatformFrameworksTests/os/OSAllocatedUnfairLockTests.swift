import Foundation
import os
import Testing

/// The lock is real: it excludes other threads and owns its state.
struct OSAllocatedUnfairLockTests {
    @Test func concurrentIncrementsAreNotLost() {
        let counter = OSAllocatedUnfairLock(initialState: 0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 {
                counter.withLock { $0 += 1 }
            }
        }
        #expect(counter.withLock { $0 } == 8_000)
    }

    @Test func aLockHeldElsewhereIsNotAvailable() {
        let lock = OSAllocatedUnfairLock()
        let held = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        Thread {
            lock.lock()
            held.signal()
            release.wait()
            lock.unlock()
            done.signal()
        }.start()
        held.wait()
        #expect(lock.lockIfAvailable() == false)
        #expect(lock.withLockIfAvailable { 1 } == nil)
        lock.precondition(.notOwner)
        release.signal()
        done.wait()

        #expect(lock.withLockIfAvailable { 1 } == 1)
        #expect(lock.lockIfAvailable())
        lock.precondition(.owner)
        lock.unlock()
        lock.precondition(.notOwner)
    }

    @Test func stateIsChangedInPlaceAndReturned() throws {
        let names = OSAllocatedUnfairLock(initialState: [String]())
        let count = names.withLock { names -> Int in
            names.append("a")
            names.append("b")
            return names.count
        }
        #expect(count == 2)
        #expect(names.withLockIfAvailable { $0.first } == "a")

        struct Failure: Error {}
        #expect(throws: Failure.self) { try names.withLock { _ in throw Failure() } }
    }

    @Test func uncheckedStateNeedNotBeSendable() {
        final class Box { var value = 1 }
        let lock = OSAllocatedUnfairLock(uncheckedState: Box())
        lock.withLockUnchecked { box in
            box.value += 1
            lock.precondition(.owner)
        }
        #expect(lock.withLockUnchecked { $0.value } == 2)
    }
}
