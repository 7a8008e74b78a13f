internal import SnapshotTestKit
import Testing

/// The Swift Testing trait of swift-snapshot-testing: snapshot settings for a test or a
/// whole suite. Each run of a test also starts its numbering again (`view.1`), so
/// `--repetitions` writes the same files.
///
///     @Suite(.snapshots(record: .missing))
///     struct SettingsViewSnapshotTests { … }
public struct _SnapshotsTestTrait: SuiteTrait, TestTrait, TestScoping {
    public let isRecursive = true
    public let configuration: SnapshotTestingConfiguration

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        // The harness's own trait too: numbering per run of the test, and the record
        // mode for any `ViewSnapshotTesting` assertion in the same test.
        let harness: SnapshotTrait = .snapshots(record: configuration.record.flatMap { RecordMode(rawValue: $0.rawValue) })
        try await SnapshotTestingConfiguration.$current.withValue(
            .merging(record: configuration.record, diffTool: configuration.diffTool)
        ) {
            try await harness.provideScope(for: test, testCase: testCase, performing: function)
        }
    }
}

extension Trait where Self == _SnapshotsTestTrait {
    /// Snapshot settings for the tests this trait is attached to.
    public static func snapshots(
        record: SnapshotTestingConfiguration.Record? = nil,
        diffTool: SnapshotTestingConfiguration.DiffTool? = nil
    ) -> Self {
        _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
    }
}
