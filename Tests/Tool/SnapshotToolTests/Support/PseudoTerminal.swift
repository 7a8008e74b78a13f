import Foundation
import SnapshotCore
import TestSupport

/// Runs a program on a pseudo-terminal, as a person at a keyboard would: `script` (from
/// util-linux, on every Debian) gives it a terminal, and the test types keys once the
/// screen shows what it waits for.
final class PseudoTerminal {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let screen = Locked("")

    init(_ arguments: [String], in folder: String, environment: [String: String]) throws {
        let command = arguments.map(Self.shellQuoted).joined(separator: " ")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["--quiet", "--return", "--flush", "--command", command, "/dev/null"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ChildProcess.environment(["TERM": "xterm"].merging(environment) { $1 })
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        output.fileHandleForReading.readabilityHandler = { [screen] handle in
            let data = handle.availableData
            screen.withLock { $0 += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    /// Everything printed so far.
    var text: String { screen.withLock { $0 } }

    /// Waits until `marker` has appeared `count` times; false after `timeout` seconds.
    func waitFor(_ marker: String, count: Int = 1, timeout: TimeInterval = 30) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if text.components(separatedBy: marker).count - 1 >= count { return true }
            usleep(20_000)
        }
        return false
    }

    func type(_ keys: String) {
        input.fileHandleForWriting.write(Data(keys.utf8))
    }

    /// Waits for the program to end; its exit status, or nil after `timeout` seconds.
    func exitStatus(timeout: TimeInterval = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        // What the program printed last may still be in the pipe: read it all.
        output.fileHandleForReading.readabilityHandler = nil
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        screen.withLock { $0 += String(decoding: rest, as: UTF8.self) }
        return process.terminationStatus
    }

    static func shellQuoted(_ argument: String) -> String {
        "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
