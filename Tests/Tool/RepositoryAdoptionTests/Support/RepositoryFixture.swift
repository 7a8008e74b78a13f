import Foundation
import TestSupport

/// A repository made at run time: an Xcode project, local packages, sources and tests,
/// and git repositories on disk standing in for third-party packages, which the Linux
/// package reaches through SwiftPM mirrors. Nothing touches the network.
final class RepositoryFixture {
    let folder = TemporaryDirectory("adoption")
    var root: String { folder.path }
    var linux: String { folder.file("repo/Linux") }
    var repository: String { folder.file("repo") }

    func write(_ text: String, to path: String) {
        folder.write(text, to: "repo/" + path)
    }

    func read(_ path: String) -> String? {
        folder.read("repo/" + path)
    }

    /// A git repository at `packages/<name>` holding `files`, committed and tagged `version`.
    @discardableResult
    func gitPackage(_ name: String, version: String, files: [String: String]) throws -> String {
        let path = folder.file("packages/" + name)
        for (file, text) in files { folder.write(text, to: "packages/\(name)/\(file)") }
        for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=Fixture", "-c", "user.email=fixture@example.com", "commit", "-q", "-m", "Release"], ["tag", version]] {
            try run("/usr/bin/env", ["git"] + arguments, in: path)
        }
        return path
    }

    /// `Package.resolved` pinning each URL at its version, where Xcode keeps it.
    func pin(_ pins: [(url: String, version: String)], project: String = "App.xcodeproj") {
        let entries = pins.map { pin in
            let identity = pin.url.split(separator: "/").last!.replacingOccurrences(of: ".git", with: "").lowercased()
            return #"{"identity": "\#(identity)", "kind": "remoteSourceControl", "location": "\#(pin.url)", "state": {"revision": "0000000000000000000000000000000000000000", "version": "\#(pin.version)"}}"#
        }
        write(#"{"pins": [\#(entries.joined(separator: ", "))], "version": 2}"#, to: "\(project)/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
    }

    /// `swift package config set-mirror` in the Linux package, for each URL.
    func mirror(_ mirrors: [(original: String, mirror: String)]) throws {
        for mirror in mirrors {
            try run("/usr/bin/env", ["swift", "package", "config", "set-mirror", "--original", mirror.original, "--mirror", mirror.mirror], in: linux)
        }
    }

    struct CommandFailed: Error, CustomStringConvertible {
        let description: String
    }

    @discardableResult
    func run(_ executable: String, _ arguments: [String], in folder: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailed(description: "\(arguments.joined(separator: " ")) exited with \(process.terminationStatus):\n\(output)")
        }
        return output
    }
}
