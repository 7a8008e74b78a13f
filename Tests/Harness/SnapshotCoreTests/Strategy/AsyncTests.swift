import Foundation
import Testing

@testable import SnapshotCore

@Suite("Values that may arrive later")
struct AsyncTests {
    @Test("A value there from the start is waited for at once, and still delivered to whoever runs it")
    func immediate() {
        // Given
        let value = Async(value: 7)

        // When
        let waited = value.wait(timeout: 0)
        var delivered: [Int] = []
        value.run { delivered.append($0) }

        // Then
        #expect(waited == 7)
        #expect(delivered == [7])
    }

    @Test("A value delivered later, from another thread, is waited for; one never delivered is nil after the timeout")
    func later() {
        let later = Async<Int> { callback in
            // sst's callbacks are not `Sendable`; a strategy that delivers later calls back from anywhere.
            nonisolated(unsafe) let deliver = callback
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { deliver(8) }
        }
        #expect(later.wait(timeout: 5) == 8)
        #expect(Async<Int> { _ in }.wait(timeout: 0.05) == nil)
    }

    @Test("A pulled-back strategy transforms each value once and delivers at once when its base does")
    func pullback() {
        // Given
        let calls = Locked(0)
        let strategy = SimplySnapshotting<String>.lines.pullback { (number: Int) -> String in
            calls.withLock { $0 += 1 }
            return "number \(number)"
        }

        // When
        let snapshot = strategy.snapshot(3)

        // Then
        #expect(snapshot.wait(timeout: 0) == "number 3")
        #expect(calls.withLock { $0 } == 1)
    }
}
