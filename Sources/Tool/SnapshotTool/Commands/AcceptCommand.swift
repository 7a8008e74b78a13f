import Foundation
import SnapshotCore

/// `snapshots accept`: pending renders become references.
struct AcceptCommand: Command {
    static let name = "accept"
    static let summary = "make pending renders the new references"
    static let operands = "[PATH|PATTERN]..."
    static let options: [Option] = [.pending, .packagePath]
    static let about = """
    Replaces each reference with its pending render (….txt.new) and removes the pending
    file. With no argument, accepts every pending render. An argument is a reference
    path, a file name, or a glob pattern such as '*loadedState*'.
    """
    static let epilogue = """
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
        guard let (workspace, selected) = try context.pendingWork(arguments, command: Self.invocation) else { return .success }
        for snapshot in selected {
            try PendingActions.accept(snapshot, workspace: workspace)
            context.console.print("accepted \(snapshot.reference)")
        }
        return .success
    }
}
