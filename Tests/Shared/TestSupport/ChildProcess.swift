import Foundation

/// Runs this test binary again as a child process, to exercise what only a separate
/// process can show: Swift Testing's own parallel scheduling, two processes appending
/// to one ledger, a writer killed mid-write.
public struct ChildProcess {
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
    }

    /// The test binary this process runs from.
    public static var testBinary: String {
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        return link ?? CommandLine.arguments[0]
    }

    /// Environment for a fixture: the parent's, without anything that would change the
    /// harness's behaviour (CI, record mode, root, ledger, preview), plus `variables`.
    public static func environment(_ variables: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["CI", "SNAPSHOT_TESTING_RECORD", "SNAPSHOT_TESTING_ROOT", "SNAPSHOT_TESTING_LEDGER",
                     "SNAPSHOT_ARTIFACTS", "SNAPSHOT_TESTING_RUN_ID", "SNAPSHOTS_PREVIEW", "GITHUB_ACTIONS"] {
            environment.removeValue(forKey: name)
        }
        // No terminal, so no colors: the output reads as in a CI log.
        environment.removeValue(forKey: "TERM")
        environment.removeValue(forKey: "NO_COLOR")
        return environment.merging(variables) { $1 }
    }

    /// Starts the fixture suite `suite` (Swift Testing) with `variables` set.
    public static func start(swiftTestingSuite suite: String, variables: [String: String]) throws -> (Process, Pipe) {
        try start(arguments: ["--testing-library", "swift-testing", "--filter", suite], variables: variables)
    }

    public static func start(arguments: [String], variables: [String: String]) throws -> (Process, Pipe) {
        try start(executable: testBinary, arguments: arguments, variables: variables)
    }

    /// Starts `executable` with the fixture environment, its output and errors in one
    /// pipe and no input (no terminal: the output reads as in a CI log).
    public static func start(executable: String, arguments: [String], variables: [String: String], in folder: String? = nil) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment(variables)
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, pipe)
    }

    /// Runs another product of this build (`snapshots`, `example-previews`) to its end.
    public static func run(product: String, arguments: [String], variables: [String: String] = [:], in folder: String? = nil) throws -> Result {
        let (process, pipe) = try start(executable: path(ofProduct: product), arguments: arguments, variables: variables, in: folder)
        return finish(process, pipe)
    }

    /// Beside the test binary: both are products of the same build. (On Linux the
    /// binary is `…/debug/XPackageTests.xctest`; on macOS it is inside the bundle.)
    public static func path(ofProduct name: String) -> String {
        var folder = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent(name).path
    }

    public static func run(swiftTestingSuite suite: String, variables: [String: String]) throws -> Result {
        let (process, pipe) = try start(swiftTestingSuite: suite, variables: variables)
        return finish(process, pipe)
    }

    public static func run(arguments: [String], variables: [String: String]) throws -> Result {
        let (process, pipe) = try start(arguments: arguments, variables: variables)
        return finish(process, pipe)
    }

    public static func finish(_ process: Process, _ pipe: Pipe) -> Result {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}

/// Fixture suites run only inside a child process that asks for them by name.
public enum Fixture {
    public static let variable = "SNAPSHOT_TESTKIT_FIXTURE"

    public static func isActive(_ name: String) -> Bool {
        ProcessInfo.processInfo.environment[variable] == name
    }

    public static func value(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name]
    }
}
