import SnapshotCore

/// `snapshots diff`: pending renders against their references, for scripts.
struct DiffCommand: Command {
    static let name = "diff"
    static let summary = "print pending renders as unified diffs against their references"
    static let summaryFlag = Option("--summary", help: "also print what changed by accessibility identifier")
    static let operands = "[PATH|PATTERN]..."
    static let options: [Option] = [summaryFlag, .pending, .packagePath]
    static let about = """
    Prints a unified diff (---/+++ headers, @@ hunks) of each pending render against its
    reference, or of every pending render with no argument. A new snapshot is diffed
    against nothing. Invisible characters are shown with a legend; colors only on a
    terminal.
    """
    static let epilogue = "Exit status: 0 when nothing is pending, 1 when a diff was printed, 2 on errors."

    let arguments: ParsedArguments
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(ToolError) {
        self.arguments = arguments
        self.context = context
    }

    func run() throws(ToolError) -> ExitStatus {
        let (workspace, selected) = try context.pendingSelection(arguments, command: Self.invocation)
        let formatter = UnifiedDiffFormatter(style: context.console.style)
        for snapshot in selected {
            let texts = try PendingActions.texts(snapshot, workspace: workspace)
            if arguments.has(Self.summaryFlag) {
                for line in ChangeSummary(old: texts.reference, new: texts.pending).lines {
                    context.console.print("# " + line)
                }
            }
            let oldLabel = snapshot.isNew ? "/dev/null" : snapshot.reference
            context.console.print(formatter.format(TextDiff(old: texts.reference, new: texts.pending), oldLabel: oldLabel, newLabel: snapshot.reference + SnapshotLocation.pendingSuffix))
        }
        return selected.isEmpty ? .success : .snapshotFailures
    }
}
