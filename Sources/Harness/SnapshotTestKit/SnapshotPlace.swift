import SnapshotCore

/// Where a test's references go and how its source is named: the same for every
/// assertion of one test function in one file, so worked out once per process. Finding
/// the package root walks up the folders and sanitizing names walks their characters;
/// in a debug build, which `swift test` makes, that is a large share of an assertion
/// if done for each one.
struct SnapshotPlace: Sendable {
    /// The folder that holds `__Snapshots__`.
    let root: String
    /// The test file's name, sanitized: the folder its references go in.
    let testFile: String
    /// The test function's name, sanitized: the first part of its references' names.
    let baseName: String
    /// The test file, relative to the root, as the ledger records it.
    let sourceFile: String

    private struct Key: Hashable {
        let filePath: String
        let function: String
        let configuredRoot: String?
    }

    private static let places = Locked<[Key: SnapshotPlace]>([:])

    /// The place of the test `function` in `filePath`; under `configuredRoot` when a
    /// scope or the environment sets one, else under the package root.
    static func of(filePath: String, function: String, configuredRoot: String?) throws(SnapshotError) -> SnapshotPlace {
        let key = Key(filePath: filePath, function: function, configuredRoot: configuredRoot)
        if let place = places.withLock({ $0[key] }) { return place }
        let root: String
        if let configuredRoot {
            root = configuredRoot
        } else {
            root = try PackageRoot.find(fromFile: filePath)
        }
        let place = SnapshotPlace(
            root: root,
            testFile: SnapshotNaming.fileStem(ofPath: filePath),
            baseName: SnapshotNaming.testName(fromFunction: function),
            sourceFile: FilePath.relative(filePath, to: root)
        )
        places.withLock { $0[key] = place }
        return place
    }
}
