import Foundation
import SnapshotTestKit

/// Settings for the assertions inside `withSnapshotTesting` or a test with the
/// `.snapshots` trait, as swift-snapshot-testing names them. The harness holds them:
/// `Record` is its `RecordMode`, `DiffTool` its `DiffTool`.
public struct SnapshotTestingConfiguration: Sendable {
    public typealias Record = RecordMode
    public typealias DiffTool = SnapshotTestKit.DiffTool

    public var record: Record?
    public var diffTool: DiffTool?

    public init(record: Record? = nil, diffTool: DiffTool? = nil) {
        self.record = record
        self.diffTool = diffTool
    }

    /// The configuration in effect for the running assertion: what the innermost
    /// `withSnapshotTesting` or trait set; nil when none set anything.
    public static var current: SnapshotTestingConfiguration? {
        let (record, diffTool) = SnapshotSettings.current
        guard record != nil || diffTool != nil else { return nil }
        return SnapshotTestingConfiguration(record: record, diffTool: diffTool)
    }
}

/// sst's global switch, kept for tests that set it: `true` rewrites every reference.
@available(*, deprecated, message: "Use 'withSnapshotTesting(record:)' or the '.snapshots(record:)' trait.")
public var isRecording: Bool {
    get { ProcessSnapshotSettings.isRecording.withLock { $0 } }
    set { ProcessSnapshotSettings.isRecording.withLock { $0 = newValue } }
}

/// sst's global diff tool, kept for tests that set it.
@available(*, deprecated, message: "Use 'withSnapshotTesting(diffTool:)' or the '.snapshots(diffTool:)' trait.")
public var diffTool: SnapshotTestingConfiguration.DiffTool {
    get { ProcessSnapshotSettings.diffTool.withLock { $0 } ?? .default }
    set { ProcessSnapshotSettings.diffTool.withLock { $0 = newValue } }
}
