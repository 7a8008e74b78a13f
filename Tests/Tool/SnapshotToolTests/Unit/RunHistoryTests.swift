import SnapshotCore
@testable import SnapshotTool
import TestSupport
import Testing

@Suite("Run history")
struct RunHistoryTests {
    func entry(_ reference: String, _ outcome: LedgerEntry.Outcome = .matched, root: String? = nil) -> LedgerEntry {
        LedgerEntry(run: "r1", outcome: outcome, reference: reference, root: root, test: "T/t()", file: "Tests/T.swift", line: 3)
    }

    @Test("Orphans are judged only after a finished, unfiltered, green run")
    func completeness() throws {
        let fixture = PackageFixture()
        let workspace = Workspace(packageRoot: fixture.path, snapshotRoot: fixture.path)

        #expect(try RunHistory.load(workspace, ledgers: []).completeness == .noRun)
        fixture.writeLedger([entry("__Snapshots__/T/a.1.txt")], run: nil)
        #expect(try RunHistory.load(workspace, ledgers: []).completeness == .unfinished)
        fixture.writeLedger([entry("__Snapshots__/T/a.1.txt")], run: LedgerRunRecord(run: "r1", filtered: true, exitStatus: 0))
        #expect(try RunHistory.load(workspace, ledgers: []).completeness == .filtered)
        fixture.writeLedger([entry("__Snapshots__/T/a.1.txt")], run: LedgerRunRecord(run: "r1", filtered: false, exitStatus: 1))
        #expect(try RunHistory.load(workspace, ledgers: []).completeness == .failing(exitStatus: 1))
        fixture.writeLedger([entry("__Snapshots__/T/a.1.txt")])
        #expect(try RunHistory.load(workspace, ledgers: []).completeness == .complete)
    }

    @Test("Filtered shards of one split judge orphans once every shard's ledger is merged")
    func shardCompleteness() throws {
        let fixture = PackageFixture()
        let workspace = Workspace(packageRoot: fixture.path, snapshotRoot: fixture.path)
        func shard(_ index: Int, of count: Int, exitStatus: Int32 = 0) -> LedgerRunRecord {
            LedgerRunRecord(run: "s\(index)", filtered: true, exitStatus: exitStatus, shardIndex: index, shardCount: count)
        }
        func load(_ runs: [LedgerRunRecord]) throws -> RunHistory.Completeness {
            let paths = runs.enumerated().map { offset, run in
                fixture.folder.write(entry("__Snapshots__/T/\(offset).1.txt").jsonLine + run.jsonLine, to: "shard-\(offset).jsonl")
                return fixture.folder.file("shard-\(offset).jsonl")
            }
            return try RunHistory.load(workspace, ledgers: paths).completeness
        }

        #expect(try load([shard(1, of: 3), shard(2, of: 3), shard(3, of: 3)]) == .complete)
        #expect(try load([shard(1, of: 3), shard(3, of: 3)]) == .missingShards([2], of: 3))
        #expect(try load([shard(1, of: 2), shard(2, of: 2, exitStatus: 1)]) == .failing(exitStatus: 1))
        #expect(try load([shard(1, of: 2), shard(2, of: 2), LedgerRunRecord(run: "x", filtered: true, exitStatus: 0)]) == .missingShards([], of: 2))
        #expect(try load([shard(1, of: 2), shard(2, of: 2), shard(1, of: 3)]) == .missingShards([2, 3], of: 3))
    }

    @Test("Records of references kept in another root are not this package's")
    func otherRoots() throws {
        let fixture = PackageFixture()
        let workspace = Workspace(packageRoot: fixture.path, snapshotRoot: fixture.path)
        fixture.writeLedger([
            entry("__Snapshots__/T/mine.1.txt", root: fixture.path),
            entry("__Snapshots__/T/legacy.1.txt"),
            entry("__Snapshots__/T/elsewhere.1.txt", .failed, root: "/tmp/some-test-root"),
        ])

        let history = try RunHistory.load(workspace, ledgers: [])

        #expect(history.snapshots.map(\.reference) == ["__Snapshots__/T/mine.1.txt", "__Snapshots__/T/legacy.1.txt"])
        #expect(history.count(.failed) == 0)
    }

    @Test("Shards' ledgers merge; a named ledger that is missing or damaged is an error")
    func shardsAndErrors() throws {
        let fixture = PackageFixture()
        let workspace = Workspace(packageRoot: fixture.path, snapshotRoot: fixture.path)
        fixture.folder.write(entry("__Snapshots__/T/a.1.txt").jsonLine + LedgerRunRecord(run: "s1", filtered: false, exitStatus: 0).jsonLine, to: "one.jsonl")
        fixture.folder.write(entry("__Snapshots__/T/b.1.txt").jsonLine + LedgerRunRecord(run: "s2", filtered: false, exitStatus: 0).jsonLine, to: "two.jsonl")
        fixture.folder.write("{\"type\":\"snapshot\"\n", to: "bad.jsonl")

        let merged = try RunHistory.load(workspace, ledgers: [fixture.folder.file("one.jsonl"), fixture.folder.file("two.jsonl")])
        #expect(merged.touchedReferences == ["__Snapshots__/T/a.1.txt", "__Snapshots__/T/b.1.txt"])
        #expect(merged.runs.count == 2)

        #expect(throws: ToolError.environment("the ledger \(fixture.folder.file("nope.jsonl")) does not exist. Pass the file `snapshots test --ledger` wrote, or leave --ledger out to read the last local run.")) {
            try RunHistory.load(workspace, ledgers: [fixture.folder.file("nope.jsonl")])
        }
        do {
            _ = try RunHistory.load(workspace, ledgers: [fixture.folder.file("bad.jsonl")])
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("has lines that are not records (1)"))
        }
    }
}
