import Foundation
import TestSupport

/// The built `snapshots` executable, run as a user runs it.
enum SnapshotsExecutable {
    struct Result {
        var status: Int32
        var output: String
    }

    /// Beside the test bundle: both are products of the same build.
    static var path: String {
        var folder = URL(fileURLWithPath: ChildProcess.testBinary).deletingLastPathComponent()
        // On Linux the binary is `…/debug/XPackageTests.xctest`; on macOS it is inside the bundle.
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appendingPathComponent("snapshots").path) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("snapshots").path
    }

    static func run(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ChildProcess.environment(environment)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
