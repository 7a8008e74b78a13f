import Foundation
import TestSupport
import Testing

/// `snapshots mcp` with a real MCP client, the official Python SDK (`pip install mcp`),
/// on a copy of the example app: the scenarios of `mcp_client_scenarios.py`, which prints
/// a line per check and the time each call took.
@Suite("snapshots mcp, with the official Python MCP SDK as the client", .serialized)
struct MCPClientEndToEndTests {
    /// The whole app's preview, which `interact` acts on.
    static let app = "__Snapshots__/Previews/AppView-Previews.App.txt"

    static var pythonHasMCP: Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import mcp"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// A run of the package's tests as previews (`snapshots render`, the server's own
    /// `list`) must not start a server of its own.
    static var isPreviewRun: Bool {
        !(ProcessInfo.processInfo.environment["SNAPSHOTS_PREVIEW"] ?? "").isEmpty
    }

    @Test(
        "Initializes, renders the character list (and in Spanish, small, dark), acts on the whole app, verifies and accepts an edit, and answers every error",
        .enabled(if: pythonHasMCP, "python3 -c 'import mcp' fails: install the official MCP SDK with `pip install mcp` (.ci/run does)"),
        .enabled(if: !isPreviewRun, "a preview run renders screens; it starts no server"),
        .timeLimit(.minutes(60))
    )
    func pythonClientScenarios() throws {
        let (copy, lock) = try ExampleCopy.prepare()
        defer { close(lock) }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("mcp_client_scenarios.py").path
        let serverLog = copy.path + "/server.log"
        let started = Date()

        let (process, pipe) = try ChildProcess.start(
            executable: "/usr/bin/env",
            arguments: ["python3", script, "--server", SnapshotsExecutable.path, "--package", copy.path, "--app", Self.app, "--server-log", serverLog],
            variables: [:],
            in: copy.path
        )
        let result = ChildProcess.finish(process, pipe)

        let seconds = Int(Date().timeIntervalSince(started))
        let log = (try? String(contentsOfFile: serverLog, encoding: .utf8)) ?? ""
        // The checks and their timings, in the test's output: the README's figures come from here.
        print("MCP scenarios with the Python SDK (\(seconds) s):\n\(result.output)")
        #expect(result.status == 0, "\(result.output)\n--- the server's standard error:\n\(log.suffix(6000))")
        #expect(result.output.contains(" passed, 0 failed"), "\(result.output)")
    }
}
