/// `snapshots review`: the interactive review of pending renders.
struct ReviewCommand: Command {
    static let name = "review"
    static let summary = "review pending renders one by one: accept, reject or skip"
    static let operands = "[PATH|PATTERN]..."
    static let options: [Option] = [.pending, .ledger, .packagePath]
    static let about = """
    Shows each pending render in turn: its reference, the test and source line that
    asserted it, what changed by accessibility identifier, and the diff (line numbers,
    changed characters marked, invisible characters shown). One key decides:

    \(ReviewSession.keys.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))

    With arguments, reviews only the matching renders (a reference path, a file name,
    or a glob pattern). Needs a terminal; in scripts use `snapshots diff`, `accept`
    and `reject`.
    """
    static let epilogue = "Exit status: 0, or 2 without a terminal or when an argument matches nothing."

    let arguments: ParsedArguments
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(ToolError) {
        self.arguments = arguments
        self.context = context
    }

    func run() throws(ToolError) -> ExitStatus {
        guard let (workspace, selected) = try context.pendingWork(arguments, command: Self.invocation) else { return .success }
        guard context.console.isInteractive else {
            let count = "\(selected.count) pending render\(selected.count == 1 ? "" : "s")"
            throw .environment("""
            snapshots review needs a terminal to read keys from, and this is not one (\(count) waiting).
            Without a terminal:
              swift run snapshots diff [PATH]      print the changes
              swift run snapshots accept [PATH]    make pending renders the references
              swift run snapshots reject [PATH]    discard pending renders
            """)
        }
        let history = try RunHistory.load(workspace, ledgers: arguments.values(.ledger))
        _ = try ReviewSession(workspace: workspace, pending: selected, history: history, console: context.console, environment: context.environment).run()
        return .success
    }
}
