import Foundation
import SnapshotCore

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
        guard let (_, selected) = try context.pendingWork(arguments, command: Self.name) else { return .success }
        for snapshot in selected {
            try PendingActions.reject(snapshot)
            context.console.print("rejected \(snapshot.reference)")
        }
        return .success
    }
}
