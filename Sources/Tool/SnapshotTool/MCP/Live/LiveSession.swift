import Foundation
import SnapshotCore

/// One screen kept live by a test process, through the protocol of
/// `protocol-live.md`: the assertion whose reference path is `name` hosts its view
/// instead of verifying it, and performs the server's requests one at a time. The view
/// keeps its state between them, as on a device.
final class LiveSession {
    static let folderVariable = "SNAPSHOTS_INTERACT"
    static let nameVariable = "SNAPSHOTS_INTERACT_NAME"

    /// The reference path of the screen, as `list` prints it.
    let name: String
    let options: RenderOptions
    /// The build the test process was started from: a newer build ends the session.
    let generation: Int
    /// The screen as the last reply showed it.
    private(set) var render: String

    private let process: Process
    private let pipes: FIFOPair
    private let scratch: String

    /// What one action came to: the next render, or what was wrong with the request
    /// (with the render unchanged).
    struct Reply: Equatable {
        var render: String
        var error: String?
    }

    private init(name: String, options: RenderOptions, generation: Int, render: String, process: Process, pipes: FIFOPair, scratch: String) {
        self.name = name
        self.options = options
        self.generation = generation
        self.render = render
        self.process = process
        self.pipes = pipes
        self.scratch = scratch
    }

    deinit {
        end()
    }

    var isRunning: Bool { process.isRunning }

    /// Starts the test process with each argument list in turn (the tests that may make
    /// `name`: Swift Testing's, then XCTest's) until one hosts the screen; its first reply
    /// is the screen as it appeared.
    static func start(
        name: String, candidates: [[String]], options: RenderOptions, generation: Int,
        product: TestProduct, packageRoot: String, environment: [String: String]
    ) -> Result<LiveSession, ToolFailure> {
        var lastOutput = ""
        for arguments in candidates {
            let scratch = FilePath.join(NSTemporaryDirectory(), "snapshots-live-run-\(getpid())-\(UUID().uuidString)")
            let pipes: FIFOPair
            do {
                try FileManager.default.createDirectory(atPath: FilePath.join(scratch, "renders"), withIntermediateDirectories: true)
            } catch {
                return .failure(ToolFailure("cannot create \(scratch): \(error.localizedDescription). Set TMPDIR to a writable folder."))
            }
            do {
                pipes = try FIFOPair()
            } catch {
                return .failure(ToolFailure(error.message))
            }
            var variables = environment.merging(options.variables) { $1 }
            variables[SnapshotEnvironment.previewVariable] = FilePath.join(scratch, "renders")
            variables[SnapshotEnvironment.ledgerVariable] = ""
            variables[SnapshotEnvironment.runIDVariable] = nil
            variables[folderVariable] = pipes.folder
            variables[nameVariable] = name
            let log = FilePath.join(scratch, "test.log")
            let process: Process
            do {
                process = try ChildRun.start(product.path, arguments, in: packageRoot, environment: variables, log: log)
            } catch {
                return .failure(ToolFailure(error.message))
            }
            let isAlive = { process.isRunning }
            switch pipes.readLine(timeout: 300, isAlive: isAlive) {
            case let .line(line):
                guard pipes.openRequests(timeout: 30, isAlive: isAlive) else {
                    lastOutput = ChildRun.tail(of: log)
                    stop(process)
                    continue
                }
                let reply = parse(line)
                let session = LiveSession(name: name, options: options, generation: generation, render: reply.render, process: process, pipes: pipes, scratch: scratch)
                if let error = reply.error {
                    return .failure(ToolFailure("The screen could not be shown live: \(error)"))
                }
                return .success(session)
            case .ended:
                // This library's tests never rendered it: the next candidate may.
                lastOutput = ChildRun.tail(of: log)
                stop(process)
                try? FileManager.default.removeItem(atPath: scratch)
            case .timedOut:
                lastOutput = ChildRun.tail(of: log)
                stop(process)
                try? FileManager.default.removeItem(atPath: scratch)
                return .failure(ToolFailure("The screen \(name) did not appear within 300 s. The test process's last output:\n\(lastOutput)"))
            }
        }
        return .failure(ToolFailure("""
        No snapshot assertion renders \(name) live: the tests that could make it ran and ended without it. \
        Call `list` for the names there are, then `render` one before acting on it. \
        The test process's last output:
        \(lastOutput)
        """))
    }

    /// Sends one request and waits for its reply.
    func perform(_ request: [String: JSONValue]) -> Result<Reply, ToolFailure> {
        guard process.isRunning, pipes.send(JSONValue.object(request).jsonLine) else {
            return .failure(ToolFailure("The live screen \(name) ended (its test process stopped). Call `render` for it again, then act on it.\n\(ChildRun.tail(of: FilePath.join(scratch, "test.log")))"))
        }
        switch pipes.readLine(timeout: 120, isAlive: { process.isRunning }) {
        case let .line(line):
            let reply = Self.parse(line)
            render = reply.render
            return .success(reply)
        case .ended:
            return .failure(ToolFailure("The live screen \(name) ended while acting on it. The test process's last output:\n\(ChildRun.tail(of: FilePath.join(scratch, "test.log")))"))
        case .timedOut:
            return .failure(ToolFailure("The live screen \(name) did not answer within 120 s: the work the action started may never settle."))
        }
    }

    /// Asks the assertion to return, then makes sure the process is gone.
    func end() {
        if process.isRunning {
            _ = pipes.send(#"{"action":"close"}"#)
        }
        pipes.closeBoth()
        Self.stop(process, grace: 5)
        try? FileManager.default.removeItem(atPath: scratch)
    }

    private static func stop(_ process: Process, grace: TimeInterval = 0) {
        let deadline = Date().addingTimeInterval(grace)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            let hard = Date().addingTimeInterval(2)
            while process.isRunning, Date() < hard { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        if !process.isRunning { process.waitUntilExit() }
    }

    static func parse(_ line: String) -> Reply {
        guard let value = JSONValue(parsing: line), let render = value["render"]?.stringValue else {
            return Reply(render: "", error: "the test process answered with something that is not a reply: \(line.prefix(200))")
        }
        return Reply(render: render, error: value["error"]?.stringValue)
    }
}
