import Foundation
import SnapshotCore
@testable import SnapshotTool
import TestSupport

/// A package in a temporary folder: a `Package.swift` (so the tool finds it), references,
/// pending renders and a ledger, written as a test needs them.
final class PackageFixture {
    let folder = TemporaryDirectory("snapshots-tool")

    init(references: [String: String] = [:], pending: [String: String] = [:]) {
        folder.write("// swift-tools-version: 6.2\n", to: "Package.swift")
        for (path, text) in references { folder.write(text, to: path) }
        for (path, text) in pending { folder.write(text, to: path + SnapshotLocation.pendingSuffix) }
    }

    var path: String { folder.path }
    var ledgerPath: String { folder.file(".build/snapshots/ledger.jsonl") }

    func read(_ relative: String) -> String? { folder.read(relative) }
    func exists(_ relative: String) -> Bool { folder.exists(relative) }

    /// Writes the default ledger: one `snapshot` record per entry, then the run record.
    func writeLedger(_ entries: [LedgerEntry], run: LedgerRunRecord? = LedgerRunRecord(run: "r1", filtered: false, exitStatus: 0)) {
        let text = entries.map(\.jsonLine).joined() + (run?.jsonLine ?? "")
        folder.write(text, to: ".build/snapshots/ledger.jsonl")
    }

    /// Runs a `snapshots` command line in this process, as the executable would.
    @MainActor
    func run(_ arguments: [String], environment: [String: String] = [:]) -> (status: ExitStatus, output: String) {
        let console = Console(environment: environment, captures: true)
        let context = CommandContext(console: console, environment: environment)
        let status = SnapshotTool.run(arguments + ["--package-path", path], context: context)
        return (status, console.output)
    }
}

/// A render in the format the view layer writes: header, screen, semantics.
enum SampleRender {
    static func screen(title: String, button: String = "Retry", id: String = "home.retryButton") -> String {
        """
        HomeView · default · iPhone 13 Pro Max 53×57 (8×16 pt) · en
        ┌──────────┐
        │ \(title.padding(toLength: 8, withPad: " ", startingAt: 0)) │
        │ (\(button)) │
        └──────────┘
        semantics
        Text #home.title "\(title)" title textPrimary
        Button #\(id) label="\(button)" button

        """
    }
}
