import Foundation
import SnapshotCore

/// The runs recorded in one or more ledgers (one per shard), merged.
struct RunHistory {
    var snapshots: [LedgerEntry] = []
    var runs: [LedgerRunRecord] = []
    var ledgers: [String] = []

    /// Reads the given ledgers, or the default one when none is given. A missing
    /// default ledger is an empty history; a missing named one is an error.
    static func load(_ workspace: Workspace, ledgers: [String]) throws(ToolError) -> RunHistory {
        var history = RunHistory()
        let paths = ledgers.isEmpty ? [workspace.defaultLedger] : ledgers.map { FilePath.absolute($0) }
        for path in paths {
            guard FileManager.default.fileExists(atPath: path) else {
                if ledgers.isEmpty { continue }
                throw .environment("the ledger \(path) does not exist. Pass the file `snapshots test --ledger` wrote, or leave --ledger out to read the last local run.")
            }
            let contents: Ledger.Contents
            do {
                contents = try Ledger.read(path)
            } catch {
                throw .from(error)
            }
            if !contents.invalidLines.isEmpty {
                let lines = contents.invalidLines.map(String.init).joined(separator: ", ")
                throw .environment("the ledger \(path) has lines that are not records (\(lines)). Delete it and run `snapshots test` again.")
            }
            // A test that keeps its references in a folder of its own (a temporary
            // root) is not about this package's references.
            history.snapshots += contents.snapshots.filter { entry in
                entry.root.map { Self.sameFolder($0, workspace.snapshotRoot) } ?? true
            }
            if let bad = contents.runs.first(where: { run in
                run.shardCount.map { !(1...10_000).contains($0) || !(1...$0).contains(run.shardIndex ?? 0) } ?? false
            }) {
                throw .environment("the ledger \(path) names shard \(bad.shardIndex.map(String.init) ?? "?") of \(bad.shardCount ?? 0), which cannot be. Delete it and run `snapshots test --shard INDEX/COUNT` again.")
            }
            history.runs += contents.runs
            history.ledgers.append(path)
        }
        return history
    }

    /// Symbolic links resolved: `/tmp` and `/private/tmp` are one folder on macOS.
    static func sameFolder(_ first: String, _ second: String) -> Bool {
        func resolved(_ path: String) -> String {
            URL(fileURLWithPath: FilePath.absolute(path)).resolvingSymlinksInPath().path
        }
        return first == second || resolved(first) == resolved(second)
    }

    var isEmpty: Bool { snapshots.isEmpty && runs.isEmpty }

    /// Whether the history can tell which references are orphaned, and why not.
    enum Completeness: Equatable {
        case complete
        case noRun
        case unfinished
        case filtered
        /// Shards of a split run are missing (1-based indexes), or the ledgers mix splits.
        case missingShards([Int], of: Int)
        case failing(exitStatus: Int32)
    }

    /// Orphans can only be judged after runs that all finished, ran every test, and
    /// passed: a filtered or failing run did not touch everything it should have. The
    /// shards of one split run count as one run that ran every test once all are here.
    var completeness: Completeness {
        guard !isEmpty else { return .noRun }
        guard !runs.isEmpty else { return .unfinished }
        let shards = runs.compactMap { run in run.shardCount.map { (index: run.shardIndex ?? 0, count: $0) } }
        if shards.isEmpty {
            if runs.contains(where: \.filtered) { return .filtered }
        } else {
            let count = shards.map(\.count).max() ?? 0
            let present = Set(shards.filter { $0.count == count }.map(\.index))
            let missing = (1...count).filter { !present.contains($0) }
            // An unsharded filtered run, or shards of another split, are not part of this one.
            let strays = runs.contains { ($0.shardCount == nil && $0.filtered) || ($0.shardCount.map { $0 != count } ?? false) }
            if !missing.isEmpty || strays { return .missingShards(missing, of: count) }
        }
        if let failing = runs.first(where: { $0.exitStatus != 0 }) { return .failing(exitStatus: failing.exitStatus) }
        return .complete
    }

    /// References the runs touched.
    var touchedReferences: Set<String> { Set(snapshots.map(\.reference)) }

    func count(_ outcome: LedgerEntry.Outcome) -> Int {
        snapshots.filter { $0.outcome == outcome }.count
    }

    /// The latest entry for a reference: where its assertion is.
    func entry(for reference: String) -> LedgerEntry? {
        snapshots.last { $0.reference == reference }
    }
}
