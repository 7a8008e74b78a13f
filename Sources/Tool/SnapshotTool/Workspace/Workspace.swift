import Foundation
import SnapshotCore

/// The package the tool works on: its root, its `__Snapshots__` folder, and where the
/// run ledger of `snapshots test` lives.
struct Workspace {
    /// The folder holding `Package.swift`.
    let packageRoot: String
    /// The folder holding `__Snapshots__` (the package root unless SNAPSHOT_TESTING_ROOT says otherwise).
    let snapshotRoot: String

    var snapshotsFolder: String { FilePath.join(snapshotRoot, SnapshotLocation.folderName) }
    /// The ledger `snapshots test` writes and the other commands read by default.
    var defaultLedger: String { FilePath.join(packageRoot, ".build/snapshots/ledger.jsonl") }

    /// From `--package-path`, or the nearest folder with a `Package.swift` above the
    /// current one.
    static func locate(packagePath: String?, environment: [String: String]) throws(ToolError) -> Workspace {
        let start = FilePath.absolute(packagePath ?? FileManager.default.currentDirectoryPath)
        var directory = start
        while !FileManager.default.fileExists(atPath: FilePath.join(directory, "Package.swift")) {
            guard directory != "/" else {
                throw .environment("""
                no Package.swift in \(start) or any folder above it. Run snapshots inside a Swift \
                package, or pass --package-path PATH.
                """)
            }
            directory = FilePath.directory(of: directory)
        }
        let root = environment[SnapshotEnvironment.rootVariable].flatMap { $0.isEmpty ? nil : FilePath.absolute($0) } ?? directory
        return Workspace(packageRoot: directory, snapshotRoot: root)
    }
}
