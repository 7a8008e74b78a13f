import SnapshotCore

/// Where a test's references go and how its source is named: the same for every
/// assertion of one test function in one file, so worked out once per process. Finding
/// the package root walks up the folders and sanitizing names walks their characters;
/// in a debug build, which `swift test` makes, that is a large share of an assertion
/// if done for each one.
struct SnapshotPlace: Sendable {
    /// The folder that holds `__Snapshots__`.
    let root: String
    /// The test function's name, sanitized: the first part of its references' names.
    let baseName: String
    /// The test file, relative to the root, as the ledger records it.
    let sourceFile: String
    /// What the paths of the test's references share.
    let prefix: SnapshotLocation.TestPrefix

    private struct Key: Hashable {
        let filePath: String
        let function: String
        let configuredRoot: String?
    }

    private static let places = Locked(Memo<Key, SnapshotPlace>())

    /// The place of the test `function` in `filePath`; under `configuredRoot` when a
    /// scope or the environment sets one, else under the package root.
    static func of(filePath: String, function: String, configuredRoot: String?) throws(SnapshotError) -> SnapshotPlace {
        let key = Key(filePath: filePath, function: function, configuredRoot: configuredRoot)
        if let place = places.withLock({ $0.value(for: key) }) { return place }
        let root: String
        if let configuredRoot {
            root = configuredRoot
        } else {
            root = try PackageRoot.find(fromFile: filePath)
        }
        let testFile = SnapshotNaming.fileStem(ofPath: filePath)
        let baseName = SnapshotNaming.testName(fromFunction: function)
        let place = SnapshotPlace(
            root: root,
            baseName: baseName,
            sourceFile: FilePath.relative(filePath, to: root),
            prefix: SnapshotLocation.TestPrefix(root: root, sanitizedTestFile: testFile, testName: baseName)
        )
        places.withLock { $0.insert(place, for: key) }
        return place
    }
}
