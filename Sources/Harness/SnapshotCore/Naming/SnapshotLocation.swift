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

    public init(root: String, relativePath: String) {
        self.root = root
        self.relativePath = relativePath
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
    /// the test's name and the snapshot's name): sanitizing again changes nothing and,
    /// in a debug build, cost a tenth of an assertion.
    public init(root: String, sanitizedTestFile: String, testName: String, name: String, pathExtension: String) {
        self.init(
            root: root,
            relativePath: "\(Self.folderName)/\(sanitizedTestFile)/\(testName).\(name).\(SnapshotNaming.sanitize(pathExtension))"
        )
    }

    public var referencePath: String { FilePath.join(root, relativePath) }
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
