import Foundation
import SnapshotCore

/// `snapshots report --html FILE`: the page a reviewer opens from a CI run.
struct ReportCommand: Command {
    static let name = "report"
    static let summary = "write one self-contained HTML page of every changed or new render"
    static let html = Option("--html", value: "FILE", help: "where to write the page (replaced atomically); required")
    static let options: [Option] = [html, .pending, .ledger, .packagePath]
    static let about = """
    Writes one HTML page, with no script and nothing fetched from the network, showing
    every pending render (changed or new) beside its reference with the changed rows
    highlighted and the changed characters marked, what changed by accessibility
    identifier, the test and source line of each, and the counts of the run.

    In CI, run it after `snapshots test` with the artifacts folder and every shard's
    ledger, and upload the page:

      swift run snapshots report --html report.html \\
        --pending "$SNAPSHOT_ARTIFACTS" --ledger shard1.jsonl --ledger shard2.jsonl
    """
    static let epilogue = "Exit status: 0 when the page was written (whatever it shows), 2 on errors."

    let arguments: ParsedArguments
    let context: CommandContext
    let output: String

    init(_ arguments: ParsedArguments, context: CommandContext) throws(ToolError) {
        guard arguments.positionals.isEmpty else {
            throw .usage("report takes no arguments; name the page with --html FILE.", command: Self.invocation)
        }
        guard let output = arguments.value(Self.html), !output.isEmpty else {
            throw .usage("report needs --html FILE: where to write the page.", command: Self.invocation)
        }
        self.arguments = arguments
        self.context = context
        self.output = FilePath.absolute(output)
    }

    func run() throws(ToolError) -> ExitStatus {
        let workspace = try context.workspace(arguments)
        let inventory = try SnapshotInventory.scan(workspace, artifactsFolders: arguments.values(.pending))
        let history = try RunHistory.load(workspace, ledgers: arguments.values(.ledger))
        var items: [HTMLReport.Item] = []
        for snapshot in inventory.pending {
            let texts = try PendingActions.texts(snapshot, workspace: workspace)
            items.append(HTMLReport.Item(
                snapshot: snapshot, referenceText: texts.reference, pendingText: texts.pending,
                entry: history.entry(for: snapshot.reference), colors: PendingActions.colors(snapshot)
            ))
        }
        let withoutRender = unresolvedFailures(history: history, inventory: inventory, workspace: workspace)
        let report = HTMLReport(snapshotsFolder: workspace.snapshotsFolder, items: items, failuresWithoutRender: withoutRender, history: history)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .environment("\(output) is a folder. Name a file: --html \(FilePath.join(output, "report.html")).")
        }
        do {
            try AtomicFile.write(report.render(), to: output)
        } catch {
            throw .from(error)
        }
        let changed = items.filter { !$0.snapshot.isNew }.count
        context.console.print("Wrote \(output): \(changed) changed, \(items.count - changed) new" + (withoutRender.isEmpty ? "." : ", \(withoutRender.count) without a render."))
        return .success
    }

    /// Failures of the run that left no pending render and were not settled since (a
    /// reference written after the ledger was accepted): a corrupt reference, a render
    /// that threw, or a CI run that kept no artifacts.
    private func unresolvedFailures(history: RunHistory, inventory: SnapshotInventory, workspace: Workspace) -> [LedgerEntry] {
        let shown = Set(inventory.pending.map(\.reference))
        let runEnded = history.ledgers.compactMap(Self.modificationDate).max() ?? .distantFuture
        return history.snapshots.filter { entry in
            guard entry.outcome == .failed || entry.outcome == .missing, !shown.contains(entry.reference) else { return false }
            guard !entry.reference.isEmpty else { return true }
            let changed = Self.modificationDate(FilePath.join(workspace.snapshotRoot, entry.reference))
            return changed.map { $0 <= runEnded } ?? true
        }
    }

    private static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
