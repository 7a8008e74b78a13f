import Foundation
import SnapshotCore

/// Builds the package (`swift build --build-tests`) when its sources changed since the
/// last build, and only then: a render after that runs the built tests at once. The
/// fingerprint of the last good build is kept under `.build`, so a new server in an
/// unchanged package builds nothing either.
final class PackageBuild {
    /// What a call learns of the build: nil when nothing had changed.
    struct Note: Equatable {
        var seconds: Double

        var text: String { "built in \(Self.format(seconds)) s" }

        static func format(_ seconds: Double) -> String {
            seconds < 10 ? String(format: "%.1f", seconds) : String(Int(seconds.rounded()))
        }
    }

    let workspace: Workspace
    let environment: [String: String]
    private var lastFingerprint: String?
    /// Bumped by every build, so that a live screen knows the binary it runs is stale.
    private(set) var generation = 0

    init(workspace: Workspace, environment: [String: String]) {
        self.workspace = workspace
        self.environment = environment
        lastFingerprint = try? String(contentsOfFile: fingerprintFile, encoding: .utf8)
    }

    var fingerprintFile: String { FilePath.join(workspace.packageRoot, ".build/snapshots/mcp/build-fingerprint") }

    /// Builds when needed. A failed build is the compiler's error lines.
    func ensureBuilt() -> Result<Note?, ToolFailure> {
        let fingerprint = SourceFingerprint.of(packageRoot: workspace.packageRoot).digest
        if fingerprint == lastFingerprint, TestProduct.locate(in: workspace.packageRoot) != nil {
            return .success(nil)
        }
        let started = Date()
        let log = FilePath.join(NSTemporaryDirectory(), "snapshots-mcp-build-\(getpid())-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(atPath: log) }
        Diagnostics.say("Building \(workspace.packageRoot) (swift build --build-tests): its sources changed since the last build…")
        let status: Int32
        do {
            status = try ChildRun.swift(["build", "--build-tests", "--package-path", workspace.packageRoot], in: workspace.packageRoot, environment: environment, log: log)
        } catch {
            return .failure(ToolFailure(error.message))
        }
        generation += 1
        let seconds = Date().timeIntervalSince(started)
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        guard status == 0 else {
            lastFingerprint = nil
            return .failure(ToolFailure("""
            The package does not build (swift build --build-tests exited with \(status) after \(Note.format(seconds)) s). \
            Fix these and call the tool again; it builds again when the sources change:

            \(Self.errorLines(in: output))
            """))
        }
        // The sources as they were when the build started: an edit during it builds again.
        lastFingerprint = fingerprint
        try? AtomicFile.createDirectories(FilePath.directory(of: fingerprintFile), for: fingerprintFile)
        try? AtomicFile.write(Array(fingerprint.utf8), to: fingerprintFile)
        return .success(Note(seconds: seconds))
    }

    /// The compiler's errors with the source lines it shows under each, else the end of
    /// the output (a manifest or linker error has no `file:line:`).
    static func errorLines(in output: String, limit: Int = 60) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var kept: [String] = []
        var seen = Set<String>()
        var index = 0
        while index < lines.count, kept.count < limit {
            let line = lines[index]
            if line.contains("error:"), !line.hasPrefix(" "), !line.contains("|"), seen.insert(line).inserted {
                kept.append(line)
                // The excerpt Swift prints under a diagnostic: lines of `NN | code`.
                var next = index + 1
                while next < lines.count, lines[next].contains("|"), kept.count < limit {
                    kept.append(lines[next])
                    next += 1
                }
                index = next
                continue
            }
            index += 1
        }
        if kept.isEmpty {
            return lines.suffix(30).joined(separator: "\n")
        }
        return kept.joined(separator: "\n")
    }
}
