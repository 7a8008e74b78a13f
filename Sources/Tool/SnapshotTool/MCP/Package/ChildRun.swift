import Foundation
import SnapshotCore

/// Runs a program to its end with its output in a log file and no input: the server's
/// own standard input and output are the protocol's, and no child may touch them.
enum ChildRun {
    /// `swift` with these arguments: `SNAPSHOTS_SWIFT` when set, else the one on PATH.
    static func swift(_ arguments: [String], in folder: String, environment: [String: String], log: String) throws(ToolError) -> Int32 {
        if let swift = environment[SwiftTest.executableVariable], !swift.isEmpty {
            return try run(FilePath.absolute(swift), arguments, in: folder, environment: environment, log: log)
        }
        return try run("/usr/bin/env", ["swift"] + arguments, in: folder, environment: environment, log: log)
    }

    static func run(_ executable: String, _ arguments: [String], in folder: String, environment: [String: String], log: String) throws(ToolError) -> Int32 {
        let process = try start(executable, arguments, in: folder, environment: environment, log: log)
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// Starts it and returns at once: the live screen's test process.
    static func start(_ executable: String, _ arguments: [String], in folder: String, environment: [String: String], log: String) throws(ToolError) -> Process {
        guard FileManager.default.createFile(atPath: log, contents: nil), let handle = FileHandle(forWritingAtPath: log) else {
            throw .environment("cannot write a log to \(log). Check the temporary folder's permissions, or set TMPDIR.")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        do {
            try process.run()
        } catch {
            throw .environment("cannot start \(executable): \(error.localizedDescription).")
        }
        try? handle.close()
        return process
    }

    /// The last lines of a log, for an answer that says what a child printed before it stopped.
    static func tail(of log: String, lines count: Int = 40) -> String {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(count).joined(separator: "\n")
    }
}

/// The server's messages to whoever runs it: on standard error, which MCP clients log.
enum Diagnostics {
    static func say(_ text: String) {
        DescriptorWriter.write("snapshots mcp: " + text + "\n", to: STDERR_FILENO)
    }
}
