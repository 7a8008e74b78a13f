import Foundation
import SnapshotCore

/// `snapshots clean`: references no test touched in the last complete run.
struct CleanCommand: Command {
    static let name = "clean"
    static let summary = "list, then with --delete remove, references no test uses any more"
    static let delete = Option("--delete", help: "delete the orphans instead of listing them")
    static let options: [Option] = [delete, .ledger, .packagePath]
    static let about = """
    Lists the references that no assertion touched in the last run, and deletes them
    (with their pending renders) when --delete is given. Only a complete run can tell:
    it refuses after a run that was filtered, failed, or did not finish. For a run split
    over several CI machines, pass every shard's ledger: a reference is an orphan only
    if no shard touched it.
    """
    static let epilogue = "Exit status: 0, or 2 when orphans cannot be judged or a file cannot be deleted."

    let arguments: ParsedArguments
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(ToolError) {
        guard arguments.positionals.isEmpty else {
            throw .usage("clean takes no arguments.", command: Self.invocation)
        }
        self.arguments = arguments
        self.context = context
    }

    func run() throws(ToolError) -> ExitStatus {
        let workspace = try context.workspace(arguments)
        let inventory = try SnapshotInventory.scan(workspace)
        let history = try RunHistory.load(workspace, ledgers: arguments.values(.ledger))
        let orphans = Orphans(inventory: inventory, history: history)
        guard orphans.status == .complete else {
            throw .environment("cannot tell which references are orphaned: \(orphans.explanation)")
        }
        if orphans.references.isEmpty {
            context.console.print("No orphaned references: every reference was touched by the last run.")
            return .success
        }
        guard arguments.has(Self.delete) else {
            context.console.print("\(orphans.references.count) reference\(orphans.references.count == 1 ? "" : "s") no test touched in the last run:")
            for reference in orphans.references {
                context.console.print("  \(reference)")
            }
            context.console.print("Delete them with `swift run snapshots clean --delete`.")
            return .success
        }
        for reference in orphans.references {
            let path = FilePath.join(workspace.snapshotRoot, reference)
            guard AtomicFile.remove(path) else {
                throw .environment("cannot delete \(path). Check the permissions of its folder; nothing after it was deleted.")
            }
            AtomicFile.remove(path + SnapshotLocation.pendingSuffix)
            context.console.print("deleted \(reference)")
        }
        return .success
    }
}
