import Foundation
import SnapshotCore

/// `snapshots accept`: pending renders become references.
struct AcceptCommand: Command {
    static let name = "accept"
    static let summary = "make pending renders the new references"
    static let options: [ArgumentParser.Option] = [.packagePath, .pending]
    static let help = """
    Usage: snapshots accept [PATH|PATTERN]... [--pending FOLDER]...

    Replaces each reference with its pending render (….txt.new) and removes the pending
    file. With no argument, accepts every pending render. An argument is a reference
    path, a file name, or a glob pattern such as '*loadedState*'.

    Options:
    \(SharedHelp.pending)
    \(SharedHelp.packagePath)

    Pending renders from --pending folders (another run's artifacts) are copied in and
    left where they are.

    Exit status: 0, or 2 when an argument matches nothing or a file cannot be written.
    """

    let arguments: ParsedArguments
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(ToolError) {
        self.arguments = arguments
        self.context = context
    }

    func run() throws(ToolError) -> ExitStatus {
        let workspace = try context.workspace(arguments)
        let inventory = try SnapshotInventory.scan(workspace, artifactsFolders: arguments.values("--pending"))
        let selected = try PendingSelection.select(inventory.pending, by: arguments.positionals, workspace: workspace, command: Self.name)
        if selected.isEmpty {
            context.console.print("Nothing to accept: no pending renders.")
            return .success
        }
        for snapshot in selected {
            try PendingActions.accept(snapshot, workspace: workspace)
            context.console.print("accepted \(snapshot.reference)")
        }
        return .success
    }
}

/// `snapshots reject`: pending renders are thrown away.
struct RejectCommand: Command {
    static let name = "reject"
    static let summary = "discard pending renders, keeping the references"
    static let options: [ArgumentParser.Option] = [.packagePath]
    static let help = """
    Usage: snapshots reject [PATH|PATTERN]...

    Deletes pending renders (….txt.new); the references stay as they are. With no
    argument, rejects every pending render. An argument is a reference path, a file
    name, or a glob pattern such as '*loadedState*'.

    Options:
    \(SharedHelp.packagePath)

    Exit status: 0, or 2 when an argument matches nothing.
    """

    let arguments: ParsedArguments
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(ToolError) {
        self.arguments = arguments
        self.context = context
    }

    func run() throws(ToolError) -> ExitStatus {
        let workspace = try context.workspace(arguments)
        let inventory = try SnapshotInventory.scan(workspace)
        let selected = try PendingSelection.select(inventory.pending, by: arguments.positionals, workspace: workspace, command: Self.name)
        if selected.isEmpty {
            context.console.print("Nothing to reject: no pending renders.")
            return .success
        }
        for snapshot in selected {
            try PendingActions.reject(snapshot)
            context.console.print("rejected \(snapshot.reference)")
        }
        return .success
    }
}

/// What accepting and rejecting do to files, shared by the commands and the review.
enum PendingActions {
    static func accept(_ snapshot: PendingSnapshot, workspace: Workspace) throws(ToolError) {
        guard let data = FileManager.default.contents(atPath: snapshot.pendingPath) else {
            throw .environment("cannot read \(snapshot.pendingPath).")
        }
        do {
            try AtomicFile.write(Array(data), to: FilePath.join(workspace.snapshotRoot, snapshot.reference))
        } catch {
            throw .from(error)
        }
        if snapshot.artifactsFolder == nil {
            AtomicFile.remove(snapshot.pendingPath)
        }
    }

    static func reject(_ snapshot: PendingSnapshot) throws(ToolError) {
        guard snapshot.artifactsFolder == nil else { return }
        if !AtomicFile.remove(snapshot.pendingPath), FileManager.default.fileExists(atPath: snapshot.pendingPath) {
            throw .environment("cannot delete \(snapshot.pendingPath).")
        }
    }

    /// The reference's text, empty for a new snapshot.
    static func texts(_ snapshot: PendingSnapshot, workspace: Workspace) throws(ToolError) -> (reference: String, pending: String) {
        guard let pending = FileManager.default.contents(atPath: snapshot.pendingPath) else {
            throw .environment("cannot read \(snapshot.pendingPath).")
        }
        let referencePath = FilePath.join(workspace.snapshotRoot, snapshot.reference)
        let reference = FileManager.default.contents(atPath: referencePath).map {
            TextNormalization.normalize(String(decoding: $0, as: UTF8.self))
        }
        return (reference ?? "", TextNormalization.normalize(String(decoding: pending, as: UTF8.self)))
    }
}
