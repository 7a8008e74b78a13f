import Foundation
import RenderFormat

/// The `snapshots` command: the daily tool around the harness. It works on files, on
/// the run ledger, and on `swift test` runs; it knows no app and links no view layer.
public enum SnapshotTool {
    /// Runs a command line (without the program name) and returns the exit status.
    @MainActor
    public static func run(_ arguments: [String], environment: [String: String]) -> Int32 {
        let context = CommandContext(console: Console(environment: environment), environment: environment)
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
        InitCommand.self,
        MCPCommand.self,
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

    /// Runs one command as a program of its own (`example-previews`): its arguments,
    /// its help, its exit status.
    @MainActor
    package static func runAlone<C: Command>(_ command: C.Type, arguments: [String], environment: [String: String]) -> Int32 {
        let context = CommandContext(console: Console(environment: environment), environment: environment)
        do {
            return try execute(command, arguments: arguments, context: context).rawValue
        } catch {
            context.console.error(error.message)
            return ExitStatus.usageOrEnvironment.rawValue
        }
    }

    @MainActor
    private static func execute<C: Command>(_ command: C.Type, arguments: [String], context: CommandContext) throws(ToolError) -> ExitStatus {
        let parsed = try ArgumentParser(invocation: C.invocation, options: C.options).parse(arguments)
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
package struct CommandContext {
    package let console: Console
    package let environment: [String: String]
    /// Where `swift test`'s output goes instead of ours: `snapshots mcp`, whose standard
    /// output is the protocol's.
    var swiftTestLog: String? = nil

    func workspace(_ arguments: ParsedArguments) throws(ToolError) -> Workspace {
        try Workspace.locate(packagePath: arguments.value(.packagePath), environment: environment)
    }

    /// The package, and the pending renders the command's arguments choose among its own
    /// and those of any `--pending` folders.
    func pendingSelection(_ arguments: ParsedArguments, command: String) throws(ToolError) -> (Workspace, [PendingSnapshot]) {
        let workspace = try workspace(arguments)
        let inventory = try SnapshotInventory.scan(workspace, artifactsFolders: arguments.values(.pending))
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

/// One subcommand: its name, what it takes, and what it does. Its help is written from
/// those declarations, so an option is declared once.
@MainActor
package protocol Command {
    static var name: String { get }
    /// One line, for the list of commands.
    static var summary: String { get }
    /// What follows the name on the usage line besides the options: `[PATH|PATTERN]...`.
    static var operands: String { get }
    /// What the command does, in paragraphs.
    static var about: String { get }
    static var options: [Option] { get }
    /// After the options: examples, what the environment changes, exit status.
    static var epilogue: String { get }
    /// `snapshots test`: how a person calls it.
    static var invocation: String { get }
    init(_ arguments: ParsedArguments, context: CommandContext) throws(ToolError)
    func run() throws(ToolError) -> ExitStatus
}

extension Command {
    package static var invocation: String { "snapshots \(name)" }
    package static var operands: String { "" }

    /// `Usage:` (wrapped under itself), what it does, the options, the rest.
    package static var help: String {
        let lead = "Usage: \(invocation)"
        var lines = [lead]
        // Operands lead, options follow; what goes after `--` ends the line, as it must
        // end the command.
        let passThrough = operands.range(of: "[-- ").map { String(operands[$0.lowerBound...]) }
        let leading = passThrough.map { operands.replacingOccurrences(of: $0, with: "") } ?? operands
        let words = [leading.trimmingCharacters(in: .whitespaces)] + options.map(\.synopsis) + [passThrough ?? ""]
        for word in words where !word.isEmpty {
            if lines[lines.count - 1].count + 1 + word.count > 86 {
                lines.append(String(repeating: " ", count: lead.count))
            }
            lines[lines.count - 1] += " " + word
        }
        var sections = [lines.joined(separator: "\n"), about]
        if !options.isEmpty {
            sections.append("Options:\n" + options.map(\.helpLines).joined(separator: "\n"))
        }
        sections.append(epilogue)
        return sections.joined(separator: "\n\n")
    }
}
