import Foundation
import SnapshotCore

/// `snapshots status`: references, pending renders and orphans, as text or JSON.
struct StatusCommand: Command {
    static let name = "status"
    static let summary = "list references, pending renders and orphaned references"
    static let json = Option("--json", help: "print one JSON object (shape below) instead of text")
    static let options: [Option] = [json, .ledger, .pending, .packagePath]
    static let about = """
    Lists the references under __Snapshots__, the pending renders waiting for review,
    and the references no test touched in the last complete run (orphans).
    """
    static let epilogue = """
    JSON shape:
      {
        "root": "/abs/path",                  folder that holds __Snapshots__
        "references": ["__Snapshots__/…"],   every reference, sorted
        "pending": [{"reference": "…", "pending": "/abs/…txt.new",
                     "kind": "changed" | "new", "source": "local" | "/abs/artifacts"}],
        "orphans": {"status": "known" | "no-run" | "unfinished" | "filtered" |
                               "missing-shards" | "failing",
                    "references": ["…"]}     empty unless the status is known
        "lastRun": {"ledgers": ["…"], "matched": 0, "recorded": 0, "failed": 0, "missing": 0}
      }

    Exit status: 0, or 2 when the package or a ledger cannot be read.
    """

    let arguments: ParsedArguments
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(ToolError) {
        guard arguments.positionals.isEmpty else {
            throw .usage("status takes no arguments.", command: Self.invocation)
        }
        self.arguments = arguments
        self.context = context
    }

    func run() throws(ToolError) -> ExitStatus {
        let workspace = try context.workspace(arguments)
        let inventory = try SnapshotInventory.scan(workspace, artifactsFolders: arguments.values(.pending))
        let history = try RunHistory.load(workspace, ledgers: arguments.values(.ledger))
        let orphans = Orphans(inventory: inventory, history: history)
        if arguments.has(Self.json) {
            context.console.print(json(workspace: workspace, inventory: inventory, history: history, orphans: orphans))
        } else {
            text(workspace: workspace, inventory: inventory, history: history, orphans: orphans)
        }
        return .success
    }

    private func text(workspace: Workspace, inventory: SnapshotInventory, history: RunHistory, orphans: Orphans) {
        let console = context.console
        let style = console.style
        console.print("Snapshots in \(workspace.snapshotsFolder)")
        console.print("  references: \(inventory.references.count)")
        console.print("  pending:    \(inventory.pending.count)" + (inventory.pending.isEmpty ? "" : "  → swift run snapshots review"))
        for snapshot in inventory.pending {
            let kind = snapshot.isNew ? style.green("new    ") : style.yellow("changed")
            let source = snapshot.artifactsFolder.map { "  (from \($0))" } ?? ""
            console.print("    \(kind) \(snapshot.reference)\(source)")
        }
        switch orphans.status {
        case .complete:
            console.print("  orphaned:   \(orphans.references.count)" + (orphans.references.isEmpty ? "" : "  → swift run snapshots clean"))
            for reference in orphans.references {
                console.print("    \(reference)")
            }
        default:
            console.print("  orphaned:   unknown: \(orphans.explanation)")
        }
        if !history.isEmpty {
            let counts = LedgerEntry.Outcome.allCases.map { "\(history.count($0)) \($0.rawValue)" }
            console.print("  last run:   " + counts.joined(separator: ", "))
        }
    }

    private func json(workspace: Workspace, inventory: SnapshotInventory, history: RunHistory, orphans: Orphans) -> String {
        let report = StatusReport(
            root: workspace.snapshotRoot,
            references: inventory.references,
            pending: inventory.pending.map {
                .init(reference: $0.reference, pending: $0.pendingPath, kind: $0.isNew ? "new" : "changed", source: $0.artifactsFolder ?? "local")
            },
            orphans: .init(status: orphans.status.jsonName, references: orphans.references),
            lastRun: .init(
                ledgers: history.ledgers,
                matched: history.count(.matched),
                recorded: history.count(.recorded),
                failed: history.count(.failed),
                missing: history.count(.missing)
            )
        )
        return report.json
    }
}

/// What `status --json` prints; the shape its help documents.
struct StatusReport: Codable, Equatable {
    struct Pending: Codable, Equatable {
        var reference: String
        var pending: String
        /// `changed` or `new`.
        var kind: String
        /// `local`, or the `--pending` folder it came from.
        var source: String
    }

    struct OrphanList: Codable, Equatable {
        /// `known`, `no-run`, `unfinished`, `filtered`, `missing-shards` or `failing`.
        var status: String
        var references: [String]
    }

    struct LastRun: Codable, Equatable {
        var ledgers: [String]
        var matched: Int
        var recorded: Int
        var failed: Int
        var missing: Int
    }

    var root: String
    var references: [String]
    var pending: [Pending]
    var orphans: OrphanList
    var lastRun: LastRun

    /// Pretty, with sorted keys: the same bytes for the same state, for scripts that diff it.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and numbers cannot fail.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// References no test touched in the last complete run, when that can be known.
struct Orphans {
    let status: RunHistory.Completeness
    let references: [String]

    init(inventory: SnapshotInventory, history: RunHistory) {
        status = history.completeness
        if status == .complete {
            let touched = history.touchedReferences
            references = inventory.references.filter { !touched.contains($0) }
        } else {
            references = []
        }
    }

    /// Why orphans cannot be judged, in words.
    var explanation: String {
        switch status {
        case .complete:
            "judged on the last complete run"
        case .noRun:
            "no run recorded yet. Run `swift run snapshots test` without --filter first."
        case .unfinished:
            "the last run did not finish (no run record in the ledger). Run `swift run snapshots test` again."
        case .filtered:
            "the last run was filtered, so it did not touch every reference. Run `swift run snapshots test` without --filter."
        case let .missingShards(missing, count) where missing.isEmpty:
            "the ledgers mix runs that are not shards of one \(count)-way split. Pass the ledgers of one split run only."
        case let .missingShards(missing, count):
            "the ledgers hold \(count - missing.count) of \(count) shards (missing: \(missing.map(String.init).joined(separator: ", "))). Pass every shard's --ledger."
        case let .failing(exitStatus):
            "the last run failed (swift test exited with \(exitStatus)), so some references may not have been reached. Fix it and run again."
        }
    }
}

extension RunHistory.Completeness {
    var jsonName: String {
        switch self {
        case .complete: "known"
        case .noRun: "no-run"
        case .unfinished: "unfinished"
        case .filtered: "filtered"
        case .missingShards: "missing-shards"
        case .failing: "failing"
        }
    }
}
