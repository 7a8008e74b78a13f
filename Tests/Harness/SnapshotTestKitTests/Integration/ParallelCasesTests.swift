import Foundation
import SnapshotCore
import TestSupport
import Testing

/// Swift Testing runs parameterized cases in parallel; the peer's order-dependent
/// counter gives spurious failures there. This runs 200 real cases in a child process:
/// once to record, then five times to verify.
@Suite("Parallel parameterized cases", .serialized)
struct ParallelCasesTests {
    @Test("200 parallel cases record, then verify five times with no spurious failure")
    func recordThenVerifyFiveTimes() throws {
        let folder = TemporaryDirectory("parallel")
        func run(record: String, pass: Int) throws -> Ledger.Contents {
            let ledger = folder.file("ledger-\(pass).jsonl")
            let result = try ChildProcess.run(swiftTestingSuite: "ParallelCasesFixture", variables: [
                Fixture.variable: "parallel",
                "SNAPSHOT_TESTING_ROOT": folder.path,
                "SNAPSHOT_TESTING_RECORD": record,
                "SNAPSHOT_TESTING_LEDGER": ledger,
            ])
            #expect(result.status == 0, "pass \(pass):\n\(result.output.suffix(3000))")
            return try Ledger.read(ledger)
        }

        let recording = try run(record: "missing", pass: 0)
        #expect(recording.snapshots.count == 400)
        #expect(recording.snapshots.allSatisfy { $0.outcome == .recorded })
        let references = folder.allFiles().filter { $0.hasPrefix("__Snapshots__/") }
        #expect(references.count == 400)
        #expect(references.contains("__Snapshots__/ParallelCasesFixture/screen.137.2.txt"))
        #expect(folder.read("__Snapshots__/ParallelCasesFixture/screen.137.2.txt") == "case 137\nsecond snapshot\n")

        for pass in 1...5 {
            let verification = try run(record: "never", pass: pass)
            #expect(verification.snapshots.count == 400)
            #expect(verification.snapshots.filter { $0.outcome != .matched }.isEmpty, "pass \(pass)")
        }
        #expect(folder.allFiles().filter { $0.hasSuffix(".new") }.isEmpty)
    }
}
