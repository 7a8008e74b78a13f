import Foundation
import SnapshotCore

/// Runs `swift test` in a package, its output going straight to ours.
struct SwiftTest {
    /// Names the swift executable; `swift` on PATH when unset. Tests point it at a stand-in.
    static let executableVariable = "SNAPSHOTS_SWIFT"

    let environment: [String: String]

    /// Returns swift test's exit status; throws when it could not be started at all.
    /// With `log`, its output goes to that file instead of ours.
    func run(packageRoot: String, arguments: [String], variables: [String: String], log: String? = nil) throws(ToolError) -> Int32 {
        let process = Process()
        let testArguments = ["test", "--package-path", packageRoot] + arguments
        if let swift = environment[Self.executableVariable], !swift.isEmpty {
            process.executableURL = URL(fileURLWithPath: FilePath.absolute(swift))
            process.arguments = testArguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift"] + testArguments
        }
        process.environment = environment.merging(variables) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        if let log {
            guard FileManager.default.createFile(atPath: log, contents: nil), let handle = FileHandle(forWritingAtPath: log) else {
                throw .environment("cannot write swift test's log to \(log). Check the temporary folder's permissions.")
            }
            process.standardOutput = handle
            process.standardError = handle
        }
        do {
            try process.run()
        } catch {
            throw .environment("cannot start \(process.executableURL?.path ?? "swift"): \(error.localizedDescription). Is the Swift toolchain installed?")
        }
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            return 128 + process.terminationStatus
        }
        // `env` says 127 when it cannot find swift.
        if process.terminationStatus == 127, environment[Self.executableVariable] == nil {
            throw .environment("swift was not found on PATH. Install the Swift toolchain, or set \(Self.executableVariable) to the swift executable.")
        }
        return process.terminationStatus
    }
}
