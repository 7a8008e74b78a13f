import Foundation
import Testing
@testable import TextUICore

/// A live screen waits for work off the main actor while the shared pool's threads are
/// all held, instead of taking the wait for quiet: the probe is what tells the two apart.
@MainActor
@Suite("Live screen: the shared pool's probe")
struct PoolProbeTests {
    @Test("The probe answers while the pool runs jobs, not while every thread is held")
    func probeSeesAHeldPool() {
        // Given: every thread of the pool held for half a second, the probe sent after
        let probe = PoolProbe()
        for _ in 0..<ProcessInfo.processInfo.activeProcessorCount {
            Task.detached { Self.holdThread(for: 0.5) }
        }
        #expect(probe.isAnswering(within: .milliseconds(100)), "a probe just sent has not yet waited")

        // When
        Thread.sleep(forTimeInterval: 0.25)

        // Then: it has waited longer than the patience
        #expect(!probe.isAnswering(within: .milliseconds(100)))

        // And once a thread is free again (other tests may hold them longer), it answers
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        var answering = false
        while !answering, clock.now < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            answering = probe.isAnswering(within: .milliseconds(100))
        }
        #expect(answering)
    }

    /// Holds a thread as a test waiting on a process it started does.
    private nonisolated static func holdThread(for seconds: TimeInterval) {
        Thread.sleep(forTimeInterval: seconds)
    }
}
