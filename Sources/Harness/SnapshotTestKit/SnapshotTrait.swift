import SnapshotCore
import Testing

/// A Swift Testing trait that sets snapshot options for a test or a whole suite, for both
/// assertion APIs (this package's and swift-snapshot-testing's), and gives each run of a
/// test its own numbering (so `--repetitions` writes the same files).
///
///     @Suite(.snapshots(record: .failed))
///     struct CharacterListViewSnapshotTests { … }
public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    public var record: RecordMode?
    public var diffTool: DiffTool?
    public var rootDirectory: String?

    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else {
            try await function()
            return
        }
        let scope = SnapshotScope.current.merging(record: record, diffTool: diffTool, rootDirectory: rootDirectory, naming: NamingState())
        try await SnapshotScope.$current.withValue(scope) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotTrait {
    /// Snapshot options for the tests this trait is attached to: `.snapshots(record:
    /// .missing)`, `.snapshots(diffTool: .ksdiff)`.
    public static func snapshots(record: RecordMode? = nil, diffTool: DiffTool? = nil, rootDirectory: String? = nil) -> SnapshotTrait {
        SnapshotTrait(record: record, diffTool: diffTool, rootDirectory: rootDirectory)
    }
}
