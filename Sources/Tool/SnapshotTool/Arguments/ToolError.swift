import SnapshotCore

/// What stops a command before it can do its work: exit status 2.
package enum ToolError: Error, Equatable {
    /// A bad command line; the message names the help to read: `command` is how the
    /// command is called (`snapshots test`), nil for the tool as a whole.
    case usage(String, command: String?)
    /// Something about the machine or the files: an unreadable ledger, no package.
    case environment(String)

    var message: String {
        switch self {
        case let .usage(message, command):
            let help = (command ?? "snapshots") + " --help"
            return "error: \(message)\nSee `\(help)`."
        case let .environment(message):
            return "error: \(message)"
        }
    }

    static func from(_ error: SnapshotError) -> ToolError {
        .environment(error.description)
    }
}

/// How a command ends.
package enum ExitStatus: Int32 {
    /// Everything is fine.
    case success = 0
    /// Snapshots failed, are missing, or the tests failed.
    case snapshotFailures = 1
    /// The command line or the environment is wrong.
    case usageOrEnvironment = 2
}
