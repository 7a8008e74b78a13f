import Foundation
import SnapshotCore
import TestSupport
import Testing

@Suite("Ledger across processes", .serialized)
struct ConcurrentLedgerTests {
    @Test("Two test processes appending at once lose and tear no record")
    func twoProcesses() throws {
        let folder = TemporaryDirectory("ledger")
        let ledger = folder.file("ledger.jsonl")
        let variables = [Fixture.variable: "ledger", "FIXTURE_LEDGER": ledger]
        let first = try ChildProcess.start(swiftTestingSuite: "LedgerFixture", variables: variables)
        let second = try ChildProcess.start(swiftTestingSuite: "LedgerFixture", variables: variables)
        let results = [ChildProcess.finish(first.0, first.1), ChildProcess.finish(second.0, second.1)]
        #expect(results.allSatisfy { $0.status == 0 })

        let contents = try Ledger.read(ledger)
        #expect(contents.invalidLines.isEmpty)
        #expect(contents.snapshots.count == 2 * 8 * 500)
        #expect(Set(contents.snapshots.map(\.reference)).count == 2 * 8 * 500)
    }
}
