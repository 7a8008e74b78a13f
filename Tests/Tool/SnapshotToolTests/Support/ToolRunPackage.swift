import Foundation
import TestSupport

/// A package in a temporary folder that `snapshots` can run for real. `swift test` is
/// replaced (through `SNAPSHOTS_SWIFT`) by a script that runs `ToolRunFixture` in this
/// test binary: its assertions are the harness's own, so references, pending renders
/// and the ledger are written exactly as in a user's package, without compiling one.
final class ToolRunPackage {
    static let fixtureName = "toolRun"

    let folder = TemporaryDirectory("snapshots-e2e")
    private let fixture: String

    /// - Parameter runs: what the stand-in for `swift test` runs: the harness's fixture
    ///   suite by default, or another suite's command lines (`SnapshotTestingFixture`).
    init(renders: [String: String], fixture: String = fixtureName, runs: [String] = [
        "\"$TOOL_RUN_TEST_BINARY\" --testing-library swift-testing --filter ToolRunFixture",
    ]) {
        self.fixture = fixture
        folder.write("// swift-tools-version: 6.2\n", to: "Package.swift")
        folder.write("""
        #!/bin/sh
        # Stands in for `swift test`: notes its arguments, then runs the fixture suites,
        # which assert only the renders whose names contain the --filter given (all of
        # them for --filter ToolRunFixture or none).
        echo "$@" >> "$SNAPSHOT_TESTING_ROOT/swift-arguments"
        filter=""
        while [ $# -gt 0 ]; do
            if [ "$1" = "--filter" ]; then filter="$2"; shift; fi
            shift
        done
        export TOOL_RUN_FILTER="$filter"
        status=0
        \(runs.map { "\($0) || status=1" }.joined(separator: "\n"))
        exit $status

        """, to: "fake-swift")
        chmod(folder.file("fake-swift"), 0o755)
        for (name, text) in renders { setRender(name, text) }
    }

    var path: String { folder.path }

    /// What the fixture asserts for `name` on the next run.
    func setRender(_ name: String, _ text: String) {
        folder.write(text, to: "renders/\(name).txt")
    }

    func reference(_ name: String) -> String? { folder.read(Self.reference(name)) }
    func pending(_ name: String) -> String? { folder.read(Self.reference(name) + ".new") }

    static func reference(_ name: String) -> String {
        "__Snapshots__/ToolRunFixture/screens.\(name).txt"
    }

    /// The arguments each run gave `swift`, one run a line.
    var swiftArguments: [String] {
        (folder.read("swift-arguments") ?? "").split(separator: "\n").map(String.init)
    }

    /// Runs the built `snapshots` executable in the package, without a terminal.
    func run(_ arguments: [String], environment: [String: String] = [:], from subfolder: String? = nil) throws -> SnapshotsExecutable.Result {
        let folder = subfolder.map { self.folder.file($0) } ?? path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try SnapshotsExecutable.run(arguments, in: folder, environment: variables.merging(environment) { $1 })
    }

    var variables: [String: String] {
        [
            "SNAPSHOTS_SWIFT": folder.file("fake-swift"),
            "SNAPSHOT_TESTING_ROOT": path,
            "TOOL_RUN_TEST_BINARY": ChildProcess.testBinary,
            Fixture.variable: fixture,
        ]
    }
}
