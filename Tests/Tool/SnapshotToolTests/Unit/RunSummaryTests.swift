import SnapshotCore
@testable import SnapshotTool
import Testing

@Suite("The summary of snapshots test")
struct RunSummaryTests {
    func history(_ outcomes: [(String, LedgerEntry.Outcome)], exitStatus: Int32 = 0, filtered: Bool = false) -> RunHistory {
        var history = RunHistory()
        history.snapshots = outcomes.map { LedgerEntry(run: "r", outcome: $0.1, reference: $0.0, test: "T/t()", file: "Tests/T.swift", line: 7) }
        history.runs = [LedgerRunRecord(run: "r", filtered: filtered, exitStatus: exitStatus)]
        return history
    }

    func inventory(references: [String], pending: [String] = []) -> SnapshotInventory {
        var inventory = SnapshotInventory()
        inventory.references = references
        inventory.pending = pending.map { PendingSnapshot(pendingPath: "/p/\($0).new", reference: $0, artifactsFolder: nil, isNew: false) }
        return inventory
    }

    @Test("Counts every kind, lists the failures with their test and line, and says what to do")
    func localFailure() {
        let summary = RunSummary(
            history: history([("__Snapshots__/T/a.1.txt", .matched), ("__Snapshots__/T/b.1.txt", .failed)], exitStatus: 1),
            inventory: inventory(references: ["__Snapshots__/T/a.1.txt", "__Snapshots__/T/b.1.txt"], pending: ["__Snapshots__/T/b.1.txt"]),
            swiftTestStatus: 1, isCI: false, artifactsFolder: nil
        )
        let lines = summary.lines(style: .plain)

        #expect(lines.contains("Snapshots  1 passed · 0 recorded · 1 failed · 0 missing · 1 pending · orphans not judged (the run failed)"))
        #expect(lines.contains("  failed   __Snapshots__/T/b.1.txt"))
        #expect(lines.contains("           T/t() · Tests/T.swift:7"))
        #expect(summary.nextSteps.first?.hasPrefix("failed: review the changes with `swift run snapshots review`") == true)
        #expect(summary.hasFailures)
    }

    @Test("In CI the next step points at the artifacts, since nothing was written here")
    func ciFailure() {
        let summary = RunSummary(
            history: history([("__Snapshots__/T/b.1.txt", .missing)], exitStatus: 1),
            inventory: inventory(references: []),
            swiftTestStatus: 1, isCI: true, artifactsFolder: "/artifacts"
        )
        #expect(summary.nextSteps.first?.contains("the new renders are in /artifacts") == true)
        #expect(summary.nextSteps.first?.contains("snapshots review --pending FOLDER") == true)
    }

    @Test("A green, complete run reports orphans; recordings ask to be committed")
    func orphansAndRecordings() {
        let summary = RunSummary(
            history: history([("__Snapshots__/T/a.1.txt", .recorded)]),
            inventory: inventory(references: ["__Snapshots__/T/a.1.txt", "__Snapshots__/T/old.1.txt"]),
            swiftTestStatus: 0, isCI: false, artifactsFolder: nil
        )
        #expect(summary.lines(style: .plain)[1].hasSuffix("0 pending · 1 orphaned"))
        #expect(summary.nextSteps.contains { $0.hasPrefix("recorded: new references were written") })
        #expect(summary.nextSteps.contains { $0.hasPrefix("orphaned: no test touched 1 reference.") })
        #expect(!summary.hasFailures)
    }

    @Test("A failing swift test with no snapshot failure is blamed on something else")
    func otherFailure() {
        let summary = RunSummary(
            history: history([("__Snapshots__/T/a.1.txt", .matched)], exitStatus: 1),
            inventory: inventory(references: ["__Snapshots__/T/a.1.txt"]),
            swiftTestStatus: 1, isCI: false, artifactsFolder: nil
        )
        #expect(summary.nextSteps == ["swift test failed (exit status 1) for a reason other than snapshots: see its output above."])
        #expect(summary.hasFailures)
    }

    @Test("Long lists stop and point at status")
    func longList() {
        let failures = (1...25).map { ("__Snapshots__/T/f\($0).1.txt", LedgerEntry.Outcome.failed) }
        let summary = RunSummary(history: history(failures, exitStatus: 1), inventory: inventory(references: []), swiftTestStatus: 1, isCI: false, artifactsFolder: nil)
        let lines = summary.lines(style: .plain)
        #expect(lines.filter { $0.hasPrefix("  failed") }.count == RunSummary.listLimit)
        #expect(lines.contains("           … and 5 more: swift run snapshots status"))
    }
}
