import Foundation

/// `snapshots mcp`: the package's screens for coding agents, as a Model Context
/// Protocol server over stdio. Agents that cannot run a simulator read each screen as
/// text, act on it, and verify and accept snapshots, in a Linux container.
struct MCPCommand: Command {
    static let name = "mcp"
    static let summary = "serve the package's screens to coding agents (Model Context Protocol, stdio)"
    static let options: [Option] = [.packagePath]
    static let about = """
    Runs a Model Context Protocol server on standard input and output (JSON-RPC 2.0, one
    message a line; protocol versions 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05).
    An MCP client (Claude Code, Codex, Cursor, VS Code, Gemini CLI) starts it in the
    package and calls its tools:

      list      the previews and snapshot tests it can render, one reference path a line
      render    one screen (or every match of a glob) as text, as its reference holds it;
                optional device, locale, colorScheme, dynamicTypeSize
      interact  tap, toggle, type, pick, scroll or back on a rendered screen; the
                screen stays live between calls and answers with its next render
      test      run the snapshot tests with recording off: the summary and each diff
      pending   the renders waiting for a decision, with their diffs
      accept    make pending renders the references (nothing else writes one)
      reject    discard pending renders

    The package is built (swift build --build-tests) when its Sources/, Tests/,
    Package.swift or local dependencies changed since the last build, never otherwise;
    the answer says "built in N s". Renders then run the test binary directly. A build
    error is the tool's answer, with the compiler's lines. Logs go to standard error.
    """
    static let epilogue = """
    Examples:
      claude mcp add screens -- swift run snapshots mcp
      swift run snapshots mcp --package-path ../MyApp

    Exit status: 0 when the client closes the connection, 2 when there is no package.
    """

    let arguments: ParsedArguments
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(ToolError) {
        self.arguments = arguments
        self.context = context
        if let stray = arguments.positionals.first {
            throw .usage("unexpected argument \(stray). The server takes only --package-path.", command: Self.invocation)
        }
    }

    func run() throws(ToolError) -> ExitStatus {
        let workspace = try context.workspace(arguments)
        let tools = ScreenTools(workspace: workspace, environment: context.environment)
        Diagnostics.say("serving the screens of \(workspace.packageRoot) on stdio")
        StdioTransport.serve(MCPServer(tools: tools)) {
            tools.shutDown()
        }
        return .success
    }
}
