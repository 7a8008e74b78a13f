import SnapshotCore

/// Where swift-snapshot-testing's layout puts a test's references: a folder beside the
/// test file (`__Snapshots__/<TestFile>/`) or the one `snapshotDirectory:` names, and
/// the root its paths are relative to. The same for every assertion of one test in one
/// file, so worked out once per process, as `SnapshotPlace` is for the package layout.
struct SnapshotFolderPlace: Sendable {
    /// The folder paths are relative to: the package root, the configured root, or the
    /// folder itself when it lies outside the package.
    let root: String
    /// The test's name, sanitized: the first part of its references' names.
    let baseName: String
    /// The test file, relative to the root, as the ledger records it.
    let sourceFile: String
    /// Unnamed snapshots are numbered per test, folder and name.
    let numberingKey: String
    /// What the paths of the test's references share.
    let prefix: SnapshotLocation.TestPrefix

    private struct Key: Hashable {
        let filePath: String
        let testName: String
        let directory: String?
        let configuredRoot: String?
    }

    private static let places = Locked(Memo<Key, SnapshotFolderPlace>())

    static func of(filePath: String, testName: String, directory: String?, configuredRoot: String?) -> SnapshotFolderPlace {
        let key = Key(filePath: filePath, testName: testName, directory: directory, configuredRoot: configuredRoot)
        if let place = places.withLock({ $0.value(for: key) }) { return place }
        let testFile = FilePath.absolute(filePath)
        let packageRoot = (try? PackageRoot.find(fromFile: testFile)) ?? FilePath.directory(of: testFile)
        let folder = directory.map { FilePath.absolute($0) } ?? FilePath.join(
            FilePath.join(FilePath.directory(of: testFile), SnapshotLocation.folderName),
            SnapshotNaming.fileStem(ofPath: testFile)
        )
        let baseName = SnapshotNaming.sanitize(testName)
        let inPackage = FilePath.relative(folder, to: packageRoot) != folder
        let root = configuredRoot ?? (inPackage ? packageRoot : folder)
        let relativeFolder = inPackage ? FilePath.relative(folder, to: packageRoot) : (configuredRoot == nil ? "" : FilePath.lastComponent(of: folder))
        let place = SnapshotFolderPlace(
            root: root,
            baseName: baseName,
            sourceFile: FilePath.relative(testFile, to: root),
            numberingKey: folder + "|" + baseName,
            prefix: SnapshotLocation.TestPrefix(root: root, relativeFolder: relativeFolder, testName: baseName)
        )
        places.withLock { $0.insert(place, for: key) }
        return place
    }
}
