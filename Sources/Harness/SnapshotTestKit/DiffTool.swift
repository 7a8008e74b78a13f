import SnapshotCore

/// The command a failure's message shows for opening the reference and the new render
/// side by side, as swift-snapshot-testing names it. A render is read best in
/// `swift run snapshots review`; a tool set here (`.snapshots(diffTool: "ksdiff")`) is
/// named at the end of the failure's message, with both files.
public struct DiffTool: Sendable, ExpressibleByStringLiteral {
    let command: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

    public init(_ command: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
        self.command = command
    }

    /// A program given both paths: `"ksdiff"` runs `ksdiff REFERENCE NEW`.
    public init(stringLiteral value: StringLiteralType) {
        self.init { "\(value) \($0) \($1)" }
    }

    public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
        command(currentFilePath, failedFilePath)
    }

    /// Kaleidoscope's command line.
    public static let ksdiff: DiffTool = "ksdiff"
    /// No command: the message points at `snapshots review`.
    public static let `default` = DiffTool { _, _ in "" }
}

/// Settings a process sets once, before any scope: swift-snapshot-testing's deprecated
/// globals (`isRecording`, `diffTool`) write here.
package enum ProcessSnapshotSettings {
    package static let isRecording = Locked(false)
    package static let diffTool = Locked<DiffTool?>(nil)
}
