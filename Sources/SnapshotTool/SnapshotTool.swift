import Foundation
import TextUI

/// The `snapshots` command: the daily tool around the harness. It works on files and
/// on the run ledger; only `render` knows about an app, through the previews it is given.
public enum SnapshotTool {
    /// What `render` can show: an app's previews and the locales its strings have.
    public struct Previews: Sendable {
        public var groups: @MainActor @Sendable () -> [PreviewGroup]
        public var locales: [LocaleIdentifier]

        public init(groups: @escaping @MainActor @Sendable () -> [PreviewGroup], locales: [LocaleIdentifier]) {
            self.groups = groups
            self.locales = locales
        }
    }

    /// Runs a command line (without the program name) and returns the exit status.
    @MainActor
    public static func run(_ arguments: [String], environment: [String: String], previews: Previews) -> Int32 {
        let context = CommandContext(console: Console(environment: environment), environment: environment, previews: previews)
        return run(arguments, context: context).rawValue
    }

    /// The same, with a console the caller chose (tests capture it).
    @MainActor
    static func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
        do {
            return try dispatch(arguments, context: context)
        } catch {
            context.console.error(error.message)
            return .usageOrEnvironment
        }
    }

    @MainActor
    static let commands: [any Command.Type] = [
        TestCommand.self,
        ReviewCommand.self,
        AcceptCommand.self,
        RejectCommand.self,
        DiffCommand.self,
        StatusCommand.self,
        CleanCommand.self,
        ReportCommand.self,
        RenderCommand.self,
    ]

    @MainActor
    static func dispatch(_ arguments: [String], context: CommandContext) throws(ToolError) -> ExitStatus {
        guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
            if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                context.console.print(command.help)
            } else {
                context.console.print(help)
            }
            return arguments.isEmpty ? .usageOrEnvironment : .success
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            let known = commands.map { $0.name }.joined(separator: ", ")
            throw .usage("unknown command \(name). Commands: \(known).", command: nil)
        }
        return try execute(command, arguments: Array(arguments.dropFirst()), context: context)
    }

    @MainActor
    private static func execute<C: Command>(_ command: C.Type, arguments: [String], context: CommandContext) throws(ToolError) -> ExitStatus {
        let parsed = try ArgumentParser(command: C.name, options: C.options).parse(arguments)
        if parsed.wantsHelp {
            context.console.print(C.help)
            return .success
        }
        return try C(parsed, context: context).run()
    }

    @MainActor
    static var help: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)" }
        return """
        snapshots: record, verify and review the text snapshots of a Swift package.

        Usage: snapshots <command> [options]

        Commands:
        \(list.joined(separator: "\n"))

        Run `snapshots <command> --help` for a command's options.

        Exit status: 0 all is well, 1 snapshots failed or are missing (or the tests
        failed), 2 the command line or the environment is wrong.
        Colors only on a terminal, never with NO_COLOR set.
        """
    }
}

/// What every command gets.
struct CommandContext {
    let console: Console
    let environment: [String: String]
    let previews: SnapshotTool.Previews

    func workspace(_ arguments: ParsedArguments) throws(ToolError) -> Workspace {
        try Workspace.locate(packagePath: arguments.value("--package-path"), environment: environment)
    }

    /// The package, and the pending renders the command's arguments choose among its own
    /// and those of any `--pending` folders.
    func pendingSelection(_ arguments: ParsedArguments, command: String) throws(ToolError) -> (Workspace, [PendingSnapshot]) {
        let workspace = try workspace(arguments)
        let inventory = try SnapshotInventory.scan(workspace, artifactsFolders: arguments.values("--pending"))
        let selected = try PendingSelection.select(inventory.pending, by: arguments.positionals, workspace: workspace, command: command)
        return (workspace, selected)
    }

    /// As `pendingSelection`, for a command that acts on what it selects: nil, after
    /// saying so, when nothing is pending.
    func pendingWork(_ arguments: ParsedArguments, command: String) throws(ToolError) -> (Workspace, [PendingSnapshot])? {
        let (workspace, selected) = try pendingSelection(arguments, command: command)
        if selected.isEmpty {
            console.print("Nothing to \(command): no pending renders.")
            return nil
        }
        return (workspace, selected)
    }
}

/// One subcommand: its name, help and options, and what it does.
@MainActor
protocol Command {
    static var name: String { get }
    static var summary: String { get }
    static var help: String { get }
    static var options: [ArgumentParser.Option] { get }
    init(_ arguments: ParsedArguments, context: CommandContext) throws(ToolError)
    func run() throws(ToolError) -> ExitStatus
}

extension ArgumentParser.Option {
    static let packagePath = Self(name: "--package-path", takesValue: true)
    static let ledger = Self(name: "--ledger", takesValue: true, isRepeatable: true)
    static let pending = Self(name: "--pending", takesValue: true, isRepeatable: true)
}

/// Help text shared by the commands that read runs and pending renders.
enum SharedHelp {
    static let packagePath = "  --package-path PATH  the package to work on (default: the one around the current folder)"
    static let ledger = """
      --ledger PATH        a run ledger to read (repeat for the shards of one run; default:
                           .build/snapshots/ledger.jsonl, written by `snapshots test`)
    """
    static let pending = """
      --pending FOLDER     also read pending renders from a folder laid out like the package,
                           such as a CI run's SNAPSHOT_ARTIFACTS (repeat for several shards)
    """
}
