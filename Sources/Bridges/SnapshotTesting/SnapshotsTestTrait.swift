import SnapshotTestKit
import Testing

/// sst's name for its trait's type. The trait is the harness's own, so one `.snapshots`
/// sets the record mode and diff tool for both assertion APIs.
public typealias _SnapshotsTestTrait = SnapshotTrait

extension Trait where Self == SnapshotTrait {
    /// The trait with nothing set: numbering starts again for each run of a test, as
    /// sst's bare `.snapshots` does.
    public static var snapshots: Self {
        snapshots()
    }

    /// The trait with a configuration's record mode and diff tool.
    public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
        snapshots(record: configuration.record, diffTool: configuration.diffTool)
    }
}
