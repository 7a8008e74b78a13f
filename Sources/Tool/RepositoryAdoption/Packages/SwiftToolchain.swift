import Foundation
import SnapshotCore

/// The programs adoption runs: `swift` (to read manifests) and `git` (to fetch pinned
/// packages), with their output captured.
struct SwiftToolchain: Sendable {
    /// The swift executable; `swift` on PATH when nil.
    let swift: String?
    let environment: [String: String]

    struct Output {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    init(environment: [String: String]) {
        let swift = environment["SNAPSHOTS_SWIFT"].flatMap { $0.isEmpty ? nil : $0 }
        self.swift = swift
        self.environment = environment
    }

    func run(_ arguments: [String], in folder: String? = nil) -> Output {
        if let swift { return Self.run(swift, arguments, in: folder, environment: environment) }
        return Self.run("/usr/bin/env", ["swift"] + arguments, in: folder, environment: environment)
    }

    func git(_ arguments: [String], in folder: String? = nil) -> Output {
        // Never ask for a password: a package that needs one is reported, not waited for.
        var environment = environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        return Self.run("/usr/bin/env", ["git"] + arguments, in: folder, environment: environment)
    }

    static func run(_ executable: String, _ arguments: [String], in folder: String?, environment: [String: String]) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Output(status: 127, standardOutput: "", standardError: "cannot start \(executable): \(error.localizedDescription)")
        }
        // Read both pipes while the program runs, so neither fills up and blocks it.
        let errorData = Locked(Data())
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.withLock { $0 = error.fileHandleForReading.readDataToEndOfFile() }
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.withLock { $0 }, as: UTF8.self)
        )
    }
}
