import Foundation
import SnapshotCore

/// `snapshots test`: runs `swift test` with a fresh run ledger, then says what happened
/// to every snapshot and what to do next.
struct TestCommand: Command {
    static let name = "test"
    static let summary = "run swift test and summarize what happened to every snapshot"
    static let record = Option("--record", value: "MODE", help: """
    missing (default: record what is missing, verify the rest),
    all (rewrite every reference), failed (rewrite what does not
    match), never (write nothing; a missing reference fails)
    """)
    static let filter = Option("--filter", value: "PATTERN", repeatable: true, help: "passed to swift test; a filtered run cannot judge orphans")
    static let skip = Option("--skip", value: "PATTERN", repeatable: true, help: "passed to swift test; likewise")
    static let shardOption = Option("--shard", value: "INDEX/COUNT", help: """
    this run is shard INDEX of COUNT of a run split over machines,
    each with its own --filter: `status`, `clean` and `report`
    judge orphans once they are given every shard's ledger.
    Your filters must split the tests so that each runs once.
    """)
    static let review = Option("--review", help: "review the pending renders afterwards (on a terminal)")
    static let failOnOrphans = Option("--fail-on-orphans", help: "exit 1 when a reference no test touched is left behind")
    static let ledgerOutput = Option("--ledger", value: "PATH", help: """
    where to write the ledger (default: .build/snapshots/ledger.jsonl;
    give each CI shard its own)
    """)
    static let operands = "[-- SWIFT-TEST-ARGUMENTS...]"
    static let options: [Option] = [record, filter, skip, shardOption, review, failOnOrphans, ledgerOutput, .packagePath]
    static let about = """
    Runs `swift test` in the package, with every assertion writing its outcome to a
    fresh run ledger, then prints one summary: passed, recorded, failed, missing,
    pending and orphaned snapshots, each with its next step. Everything after --
    goes to swift test as it is.
    """
    static let epilogue = """
    In CI (CI set to anything but empty, 0 or false) no reference is written: a missing
    or changed render fails, and its new render goes to SNAPSHOT_ARTIFACTS when that
    is set. On GitHub Actions each failure is also printed as an ::error annotation
    on the assertion's line. SNAPSHOTS_SWIFT names the swift to run (default: swift
    on PATH).

    Exit status: 0 everything passed, 1 a snapshot failed or is missing or swift test
    failed, 2 the command line or the environment is wrong.
    """

    let arguments: ParsedArguments
    let context: CommandContext
    let recordMode: RecordMode?
    let shard: (index: Int, count: Int)?

    init(_ arguments: ParsedArguments, context: CommandContext) throws(ToolError) {
        self.arguments = arguments
        self.context = context
        shard = try arguments.value(Self.shardOption).map { value throws(ToolError) in
            try Self.parseShard(value)
        }
        if let value = arguments.value(Self.record) {
            do {
                recordMode = try RecordMode(parsing: value, source: "--record")
            } catch {
                throw .usage("unknown record mode \(value). Modes: " + RecordMode.allCases.map(\.rawValue).joined(separator: ", ") + ".", command: Self.invocation)
            }
        } else {
            recordMode = nil
        }
        if let stray = arguments.positionals.dropLast(arguments.trailing.count).first {
            throw .usage("unexpected argument \(stray). Put swift test's own arguments after --.", command: Self.invocation)
        }
    }

    /// `2/3` → (2, 3): shards count from 1, as CI matrices usually do.
    static func parseShard(_ value: String) throws(ToolError) -> (index: Int, count: Int) {
        let parts = value.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw .usage("--shard takes INDEX/COUNT with 1 ≤ INDEX ≤ COUNT, such as 2/3; got \(value).", command: invocation)
        }
        return (index, count)
    }

    var swiftTestArguments: [String] {
        arguments.values(Self.filter).flatMap { ["--filter", $0] }
            + arguments.values(Self.skip).flatMap { ["--skip", $0] }
            + arguments.trailing
    }

    /// A run that did not run every test cannot tell which references are orphaned.
    var isFiltered: Bool {
        swiftTestArguments.contains { ["--filter", "--skip"].contains($0) || $0.hasPrefix("--filter=") || $0.hasPrefix("--skip=") }
    }

    func run() throws(ToolError) -> ExitStatus {
        let workspace = try context.workspace(arguments)
        let isCI = SnapshotEnvironment.isCI(context.environment[SnapshotEnvironment.ciVariable])
        if isCI, let recordMode, recordMode != .never {
            context.console.error("warning: CI is set, so no reference is written: --record \(recordMode.rawValue) has no effect.")
        }
        let ledger = arguments.value(Self.ledgerOutput).map { FilePath.absolute($0) } ?? workspace.defaultLedger
        let lock = try RunLock.acquire(for: ledger)
        defer { lock.release() }
        try startLedger(at: ledger)
        // Absolute, so that the tool and the tests (which run in the package root) mean
        // the same folder.
        let artifacts = isCI ? context.environment[SnapshotEnvironment.artifactsVariable].flatMap { $0.isEmpty ? nil : FilePath.absolute($0) } : nil
        if let artifacts {
            // Made up front: a green run writes nothing there, and the steps after it
            // (report, upload) expect the folder.
            do {
                try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
            } catch {
                throw .environment("cannot create the SNAPSHOT_ARTIFACTS folder \(artifacts): \(error.localizedDescription).")
            }
        }

        let runID = Self.makeRunID()
        let status = try SwiftTest(environment: context.environment).run(
            packageRoot: workspace.packageRoot,
            arguments: swiftTestArguments,
            variables: variables(ledger: ledger, runID: runID, workspace: workspace, artifacts: artifacts),
            log: context.swiftTestLog
        )
        do {
            try Ledger.append(LedgerRunRecord(run: runID, filtered: isFiltered, exitStatus: status,
                                              shardIndex: shard?.index, shardCount: shard?.count), to: ledger)
        } catch {
            throw .from(error)
        }

        let history = try RunHistory.load(workspace, ledgers: [ledger])
        let inventory = try SnapshotInventory.scan(workspace, artifactsFolders: artifacts.map { [$0] } ?? [])
        let summary = RunSummary(history: history, inventory: inventory, swiftTestStatus: status, isCI: isCI, artifactsFolder: artifacts)
        summary.print(to: context.console)
        if context.environment["GITHUB_ACTIONS"] == "true" {
            for annotation in GitHubAnnotations.lines(for: history.snapshots, workspace: workspace, repositoryRoot: context.environment["GITHUB_WORKSPACE"]) {
                context.console.print(annotation)
            }
        }
        if arguments.has(Self.review), !inventory.pending.isEmpty, !isCI {
            context.console.print()
            if context.console.isInteractive {
                _ = try ReviewSession(workspace: workspace, pending: inventory.pending, history: history, console: context.console, environment: context.environment).run()
            } else {
                context.console.print("--review needs a terminal to read keys from; review later with `swift run snapshots review`, or use diff, accept and reject.")
            }
        }
        if summary.hasFailures || (arguments.has(Self.failOnOrphans) && !summary.orphans.references.isEmpty) {
            return .snapshotFailures
        }
        return .success
    }

    private func variables(ledger: String, runID: String, workspace: Workspace, artifacts: String?) -> [String: String] {
        var variables = [
            SnapshotEnvironment.ledgerVariable: ledger,
            SnapshotEnvironment.runIDVariable: runID,
        ]
        if context.environment[SnapshotEnvironment.rootVariable].map({ !$0.isEmpty }) == true {
            variables[SnapshotEnvironment.rootVariable] = workspace.snapshotRoot
        }
        if let artifacts {
            variables[SnapshotEnvironment.artifactsVariable] = artifacts
        }
        if let recordMode {
            variables[SnapshotEnvironment.recordVariable] = recordMode.rawValue
        }
        return variables
    }

    /// The ledger holds one run: the last one.
    private func startLedger(at path: String) throws(ToolError) {
        do {
            try AtomicFile.createDirectories(FilePath.directory(of: path), for: path)
        } catch {
            throw .from(error)
        }
        if FileManager.default.fileExists(atPath: path), !AtomicFile.remove(path) {
            throw .environment("cannot replace the ledger \(path). Check the folder's permissions.")
        }
    }

    static func makeRunID() -> String {
        let seconds = Int(Date().timeIntervalSince1970)
        return "\(seconds)-\(getpid())"
    }
}
