/// Where one snapshot lives: `<root>/__Snapshots__/<TestFile>/<test>.<name>.<ext>`, and
/// its pending file next to it.
public struct SnapshotLocation: Hashable, Sendable {
    public static let folderName = "__Snapshots__"
    /// Appended to a reference path for the pending (new, unaccepted) render.
    public static let pendingSuffix = ".new"

    /// Absolute path of the folder that holds `__Snapshots__`.
    public let root: String
    /// Path from the root, `/`-separated: what the ledger, messages and tools print.
    public let relativePath: String
    /// Absolute path of the reference. An assertion asks for it several times, so it is
    /// joined once.
    public let referencePath: String
    /// Absolute path of the folder the reference is in, where its pending render goes too.
    public let folderPath: String

    public init(root: String, relativePath: String) {
        let referencePath = FilePath.join(root, relativePath)
        self.init(root: root, relativePath: relativePath, referencePath: referencePath, folderPath: FilePath.directory(of: referencePath))
    }

    private init(root: String, relativePath: String, referencePath: String, folderPath: String) {
        self.root = root
        self.relativePath = relativePath
        self.referencePath = referencePath
        self.folderPath = folderPath
    }

    /// Every component is sanitized, so the result is always inside the root.
    public init(root: String, testFile: String, testName: String, name: String, pathExtension: String) {
        let fileName = [testName, name, pathExtension].map(SnapshotNaming.sanitize).joined(separator: ".")
        self.init(
            root: root,
            relativePath: [Self.folderName, SnapshotNaming.sanitize(testFile), fileName].joined(separator: "/")
        )
    }

    /// The same, from parts `SnapshotNaming` has sanitized already (the test file,
    /// the test's name and the snapshot's name): sanitizing again changes nothing.
    public init(root: String, sanitizedTestFile: String, testName: String, name: String, pathExtension: String) {
        self = TestPrefix(root: root, sanitizedTestFile: sanitizedTestFile, testName: testName)
            .location(name: name, pathExtension: pathExtension)
    }

    /// What the locations of one test's snapshots share (`<root>/__Snapshots__/<TestFile>/
    /// <test>.`), joined once per test: an assertion then only appends its own name,
    /// where joining and sanitizing every part again cost a tenth of it in a debug build.
    public struct TestPrefix: Sendable {
        public let root: String
        let folderPath: String
        let relativePrefix: String
        let referencePrefix: String

        /// The references of test `testName` in `relativeFolder` (empty: the root itself),
        /// both sanitized already.
        public init(root: String, relativeFolder: String, testName: String) {
            self.root = root
            relativePrefix = (relativeFolder.isEmpty ? "" : FilePath.join(relativeFolder, "")) + testName + "."
            referencePrefix = FilePath.join(root, relativePrefix)
            // As `init(root:relativePath:)` finds it, so that a pending render's folder
            // is one key however its location was made.
            folderPath = FilePath.directory(of: referencePrefix)
        }

        /// This package's layout, from a test file's and a test's names `SnapshotNaming`
        /// has sanitized already.
        public init(root: String, sanitizedTestFile: String, testName: String) {
            self.init(root: root, relativeFolder: SnapshotLocation.folderName + "/" + sanitizedTestFile, testName: testName)
        }

        /// The location of the snapshot `name` (sanitized already) of this test.
        public func location(name: String, pathExtension: String) -> SnapshotLocation {
            // Text renders, nearly every snapshot, have an extension known to be safe.
            let fileName = name + "." + (pathExtension == "txt" ? pathExtension : SnapshotNaming.sanitize(pathExtension))
            return SnapshotLocation(
                root: root,
                relativePath: relativePrefix + fileName,
                referencePath: referencePrefix + fileName,
                folderPath: folderPath
            )
        }
    }

    // Two locations are one file when their root and relative path are: the other paths
    // are made from those.

    public static func == (lhs: SnapshotLocation, rhs: SnapshotLocation) -> Bool {
        lhs.root == rhs.root && lhs.relativePath == rhs.relativePath
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(root)
        hasher.combine(relativePath)
    }

    public var pendingPath: String { referencePath + Self.pendingSuffix }
    public var pendingRelativePath: String { relativePath + Self.pendingSuffix }

    /// Appended to a pending or previewed render for its picture's colors
    /// (`ColorPicture`): shown by the tool, never a reference, removed with the render.
    public static let colorsSuffix = ".colors"

    /// The colors of the render at `path`.
    public static func colorsPath(of path: String) -> String { path + colorsSuffix }

    /// Where a copy of the pending render goes inside an artifacts folder: the same
    /// relative path, so a CI artifact can be merged with a checkout or handed to
    /// `snapshots` as another run's pending files.
    public func artifactPath(in directory: String) -> String {
        FilePath.join(directory, pendingRelativePath)
    }
}
