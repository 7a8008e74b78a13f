import Foundation
import SnapshotCore

/// The tools, over one package: builds when its sources changed, runs the built tests
/// directly for renders, keeps at most one screen live, and runs `snapshots test`,
/// `accept` and `reject` as the commands do. It remembers which test makes each render it
/// has seen, so a render asked for by path runs that test alone.
@MainActor
final class ScreenTools: ToolHandler {
    let workspace: Workspace
    let environment: [String: String]
    let build: PackageBuild

    /// Reference path → the test that makes it, from the renders seen so far.
    private var tests: [String: TestReference] = [:]
    /// Reference path → where `render` last showed it: `interact` starts from that screen.
    private var shownWith: [String: RenderOptions] = [:]
    /// Glob → the paths its last render showed, so `interact` takes a glob that named one.
    private var pathsOfGlob: [String: [String]] = [:]
    private var xcTests: (generation: Int, names: [String])?
    private var live: LiveSession?

    init(workspace: Workspace, environment: [String: String]) {
        self.workspace = workspace
        self.environment = environment
        build = PackageBuild(workspace: workspace, environment: environment)
    }

    /// The server is closing: no test process outlives it.
    func shutDown() {
        live?.end()
        live = nil
    }

    func call(_ tool: ToolDefinition, arguments: ToolArguments) -> ToolResult {
        switch tool.name {
        case "list": return list(arguments)
        case "render": return render(arguments)
        case "interact": return interact(arguments)
        case "test": return test(arguments)
        case "pending": return pending(arguments)
        case "accept": return decide(arguments, accepting: true)
        case "reject": return decide(arguments, accepting: false)
        default: return .failure(ToolFailure("\(tool.name) has no implementation."))
        }
    }

    // MARK: - Building and running

    /// The built test binary, built first when the sources changed; the note says how long it took.
    private func builtProduct() -> Result<(TestProduct, String?), ToolFailure> {
        switch build.ensureBuilt() {
        case let .failure(failure):
            return .failure(failure)
        case let .success(note):
            if note != nil, let live {
                // Its process runs the binary the build replaced.
                live.end()
                self.live = nil
            }
            guard let product = TestProduct.locate(in: workspace.packageRoot) else {
                return .failure(ToolFailure("The build made no test binary under \(workspace.packageRoot)/.build/debug (<Package>PackageTests.xctest). Does the package have a test target?"))
            }
            return .success((product, note?.text))
        }
    }

    private func previewRun(_ product: TestProduct) -> PreviewRun {
        if xcTests?.generation != build.generation {
            xcTests = (build.generation, PreviewRun.listXCTests(product, packageRoot: workspace.packageRoot, environment: environment))
        }
        return PreviewRun(product: product, packageRoot: workspace.packageRoot, environment: environment, xcTests: xcTests?.names ?? [])
    }

    /// The tests to run for a name: a path's own test when known, else the test its file
    /// name says (`loadedState.1.txt` → `/loadedState`); a glob as it is.
    private func selection(for name: String) -> PreviewRun.Selection {
        guard RenderCommand.isPath(name) else { return .globs([name]) }
        if let test = tests[name] ?? ledgerTests()[name] { return .tests([test]) }
        return .globs([RenderCommand.testName(ofPath: name)])
    }

    /// Runs the tests that render `name`, learning which test makes each render. A path
    /// whose test is not known yet and not named by its file (a preview snapshot's,
    /// `Previews/AppView-Previews.App.txt`) is looked for among the tests named for
    /// previews next.
    private func previews(of name: String, options: RenderOptions, product: TestProduct) throws(ToolError) -> PreviewRun.Output {
        let run = previewRun(product)
        var output = try run.run(selection(for: name), options: options)
        tests.merge(output.tests) { $1 }
        if RenderCommand.isPath(name), output.renders[name] == nil, tests[name] == nil,
           name.contains("/\(Self.previewsFolder)/") {
            output = try run.run(.globs(["*Preview*"]), options: options)
            tests.merge(output.tests) { $1 }
        }
        return output
    }

    /// Where preview snapshots go (`assertPreviewSnapshots`).
    static let previewsFolder = "Previews"

    /// What the last `snapshots test` run recorded: which test asserts each reference.
    private func ledgerTests() -> [String: TestReference] {
        guard let history = try? RunHistory.load(workspace, ledgers: []) else { return [:] }
        var found: [String: TestReference] = [:]
        for entry in history.snapshots where !entry.reference.isEmpty {
            // Swift Testing names end in their parameter list; XCTest's do not.
            found[entry.reference] = TestReference(library: entry.test.hasSuffix(")") ? .swiftTesting : .xcTest, name: entry.test)
        }
        return found
    }

    // MARK: - list

    private func list(_ arguments: ToolArguments) -> ToolResult {
        let product: TestProduct, note: String?
        switch builtProduct() {
        case let .failure(failure): return .failure(failure)
        case let .success(built): (product, note) = built
        }
        let filter = arguments.string("filter")
        let output: PreviewRun.Output
        do {
            output = try previewRun(product).run(filter.map { .globs([$0]) } ?? .all, options: RenderOptions())
        } catch {
            return .failure(ToolFailure(error.message)).noting(note)
        }
        tests.merge(output.tests) { $1 }
        let paths = output.renders.keys.sorted()
        guard !paths.isEmpty else {
            let which = filter.map { "matching '\($0)'" } ?? "in the package"
            return .failure(ToolFailure("No snapshot assertion ran \(which). A filter is a glob over test names, such as 'CharacterList*' or '*Preview*'.\n" + output.failures.joined(separator: "\n"))).noting(note)
        }
        return ToolResult.text(paths.joined(separator: "\n") + "\n").noting(note)
    }

    // MARK: - render

    private func render(_ arguments: ToolArguments) -> ToolResult {
        let name = arguments.string("name") ?? ""
        let options = RenderOptions(arguments)
        let product: TestProduct, note: String?
        switch builtProduct() {
        case let .failure(failure): return .failure(failure)
        case let .success(built): (product, note) = built
        }
        // A render shows the screen from its start: a live one of that name starts again.
        if let live, live.name == name || pathsOfGlob[name]?.contains(live.name) == true {
            live.end()
            self.live = nil
        }
        let output: PreviewRun.Output
        do {
            output = try previews(of: name, options: options, product: product)
        } catch {
            return .failure(ToolFailure(error.message)).noting(note)
        }
        let paths = RenderCommand.isPath(name) ? output.renders.keys.filter { $0 == name } : output.renders.keys.sorted()
        guard !paths.isEmpty else {
            var message = "No snapshot assertion renders '\(name)'. Send a reference path as `list` prints it (__Snapshots__/Suite/test.1.txt), or a glob over test names ('CharacterList*'); `list` with a filter names them."
            if !output.failures.isEmpty { message += "\n\n" + output.failures.joined(separator: "\n\n") }
            return .failure(ToolFailure(message)).noting(note)
        }
        for path in paths { shownWith[path] = options }
        if !RenderCommand.isPath(name) { pathsOfGlob[name] = paths }
        var texts: [String]
        if paths.count == 1 {
            texts = [output.renders[paths[0]] ?? ""]
        } else {
            texts = paths.map { "── \($0)\n" + (output.renders[$0] ?? "") }
        }
        // A test that failed after rendering still showed its screen; say so after it.
        texts += output.failures
        return ToolResult(texts: texts, isError: false).noting(note)
    }

    // MARK: - interact

    private func interact(_ arguments: ToolArguments) -> ToolResult {
        let name = arguments.string("name") ?? ""
        let action = arguments.string("action") ?? ""
        let target = arguments.string("target")
        let text = arguments.string("text")
        if action != "back", target == nil {
            return .failure(ToolFailure("\(action) needs a \"target\": an accessibility identifier such as #characterList.row.1, or a label or text shown on the screen."))
        }
        if ["type", "pick"].contains(action), text == nil {
            return .failure(ToolFailure(action == "type" ? "type needs \"text\": the field's new text." : "pick needs \"text\": the label of the option to pick."))
        }
        let path: String
        if RenderCommand.isPath(name) {
            path = name
        } else if let paths = pathsOfGlob[name], paths.count == 1 {
            path = paths[0]
        } else {
            let known = pathsOfGlob[name].map { ": it rendered " + $0.joined(separator: ", ") } ?? ""
            return .failure(ToolFailure("interact acts on one screen: send its reference path, as `list` and `render` show it (__Snapshots__/Suite/test.1.txt), not '\(name)'\(known)."))
        }
        let product: TestProduct, note: String?
        switch builtProduct() {
        case let .failure(failure): return .failure(failure)
        case let .success(built): (product, note) = built
        }
        var notes = note.map { [$0] } ?? []
        if tests[path] == nil, ledgerTests()[path] == nil {
            // Learn which test makes it, so that the live process runs that test alone.
            _ = try? previews(of: path, options: shownWith[path] ?? RenderOptions(), product: product)
        }
        let session: LiveSession
        if let live, live.name == path, live.generation == build.generation, live.isRunning {
            session = live
        } else {
            live?.end()
            live = nil
            let started = Date()
            switch LiveSession.start(
                name: path, candidates: candidates(for: path, product: product), options: shownWith[path] ?? RenderOptions(),
                generation: build.generation, product: product, packageRoot: workspace.packageRoot, environment: environment
            ) {
            case let .failure(failure):
                return ToolResult.failure(failure).noting(notes.isEmpty ? nil : notes.joined(separator: "\n"))
            case let .success(started):
                session = started
            }
            live = session
            let options = session.options.summary
            notes.append("started \(path) live in \(PackageBuild.Note.format(Date().timeIntervalSince(started))) s" + (options.isEmpty ? "" : " (\(options))"))
        }
        var request: [String: JSONValue] = ["action": .string(action)]
        if let target { request["target"] = .string(target) }
        if let text { request["text"] = .string(text) }
        let noteText = notes.isEmpty ? nil : notes.joined(separator: "\n")
        switch session.perform(request) {
        case let .failure(failure):
            live?.end()
            live = nil
            return ToolResult.failure(failure).noting(noteText)
        case let .success(reply):
            if let error = reply.error {
                return ToolResult(texts: [error, reply.render], isError: true).noting(noteText)
            }
            return ToolResult.text(reply.render).noting(noteText)
        }
    }

    /// The argument lists that may run the test making `path`, one library at a time.
    private func candidates(for path: String, product: TestProduct) -> [[String]] {
        let run = previewRun(product)
        let selection = selection(for: path)
        return TestReference.Library.allCases.compactMap { run.arguments(for: $0, selection) }
    }

    // MARK: - test

    private func test(_ arguments: ToolArguments) -> ToolResult {
        let note: String?
        switch builtProduct() {
        case let .failure(failure): return .failure(failure)
        case let .success(built): note = built.1
        }
        let log = FilePath.join(NSTemporaryDirectory(), "snapshots-mcp-test-\(getpid())-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(atPath: log) }
        let console = Console(environment: environment, captures: true)
        var context = CommandContext(console: console, environment: environment)
        context.swiftTestLog = log
        // Verify only: a new render is left pending like a changed one, never recorded.
        var command = ["test", "--record", "never", "--package-path", workspace.packageRoot]
        if let filter = arguments.string("filter") { command += ["--filter", filter] }
        command += ["--", "--skip-build"]
        let status = SnapshotTool.run(command, context: context)
        var texts = [console.output.trimmingCharacters(in: .newlines)]
        if status == .usageOrEnvironment {
            return ToolResult(texts: texts, isError: true).noting(note)
        }
        let history = try? RunHistory.load(workspace, ledgers: [])
        let failing = Set((history?.snapshots ?? []).filter { $0.outcome == .failed || $0.outcome == .missing }.map(\.reference))
        let inventory = try? SnapshotInventory.scan(workspace)
        let diffs = (inventory?.pending ?? []).filter { failing.contains($0.reference) }.compactMap(diff)
        texts += diffs
        if !diffs.isEmpty {
            texts.append("Each changed or new render is pending. Call `accept` (with names, or none for all) to make them the references, or `reject` to discard them.")
        } else if status != .success, failing.isEmpty {
            texts.append("swift test failed for a reason other than snapshots; the end of its output:\n" + ChildRun.tail(of: log, lines: 60))
        }
        return ToolResult(texts: texts, isError: false).noting(note)
    }

    // MARK: - pending, accept, reject

    private func pending(_ arguments: ToolArguments) -> ToolResult {
        let selected: [PendingSnapshot]
        do {
            let inventory = try SnapshotInventory.scan(workspace)
            selected = try PendingSelection.select(inventory.pending, by: arguments.strings("names"), workspace: workspace, command: "pending")
        } catch {
            return .failure(ToolFailure(error.plainMessage))
        }
        if selected.isEmpty {
            return .text("Nothing is pending: every render matched its reference in the last run (`test` runs them).")
        }
        let list = selected.map { "\($0.isNew ? "new    " : "changed") \($0.reference)" }.joined(separator: "\n")
        return ToolResult(texts: ["\(selected.count) pending:\n" + list] + selected.compactMap(diff), isError: false)
    }

    private func decide(_ arguments: ToolArguments, accepting: Bool) -> ToolResult {
        let verb = accepting ? "accept" : "reject"
        var lines: [String] = []
        do {
            let inventory = try SnapshotInventory.scan(workspace)
            let selected = try PendingSelection.select(inventory.pending, by: arguments.strings("names"), workspace: workspace, command: verb)
            if selected.isEmpty {
                return .text("Nothing to \(verb): no pending renders. `test` leaves the renders that changed pending.")
            }
            for snapshot in selected {
                if accepting {
                    try PendingActions.accept(snapshot, workspace: workspace)
                } else {
                    try PendingActions.reject(snapshot)
                }
                lines.append("\(verb)ed \(snapshot.reference)")
            }
        } catch {
            return ToolResult(texts: [(lines + [error.plainMessage]).joined(separator: "\n")], isError: true)
        }
        return .text(lines.joined(separator: "\n"))
    }

    /// A pending render's unified diff against its reference, plain, as `snapshots diff` prints it.
    private func diff(_ snapshot: PendingSnapshot) -> String? {
        guard let texts = try? PendingActions.texts(snapshot, workspace: workspace) else { return nil }
        let changes = ChangeSummary(old: texts.reference, new: texts.pending).lines.map { "# " + $0 }
        let formatted = UnifiedDiffFormatter(style: .plain).format(
            TextDiff(old: texts.reference, new: texts.pending),
            oldLabel: snapshot.isNew ? "/dev/null" : snapshot.reference,
            newLabel: snapshot.reference + SnapshotLocation.pendingSuffix
        )
        return (changes + [formatted]).joined(separator: "\n")
    }
}

extension ToolError {
    /// The message without `error:` and the pointer to a command's help, which an agent cannot run.
    var plainMessage: String {
        switch self {
        case let .usage(message, _): message
        case let .environment(message): message
        }
    }
}
