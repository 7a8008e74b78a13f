import Foundation
import SnapshotCore

/// `snapshots reject`: pending renders are thrown away.
struct RejectCommand: Command {
    static let name = "reject"
    static let summary = "discard pending renders, keeping the references"
    static let operands = "[PATH|PATTERN]..."
    static let options: [Option] = [.packagePath]
    static let about = """
    Deletes pending renders (….txt.new); the references stay as they are. With no
    argument, rejects every pending render. An argument is a reference path, a file
    name, or a glob pattern such as '*loadedState*'.
    """
    static let epilogue = "Exit status: 0, or 2 when an argument matches nothing."

    let arguments: ParsedArguments
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(ToolError) {
        self.arguments = arguments
        self.context = context
    }

    func run() throws(ToolError) -> ExitStatus {
        guard let (_, selected) = try context.pendingWork(arguments, command: Self.invocation) else { return .success }
        for snapshot in selected {
            try PendingActions.reject(snapshot)
            context.console.print("rejected \(snapshot.reference)")
        }
        return .success
    }
}
