import SnapshotCore
import Testing

/// A Swift Testing trait that sets snapshot options for a test or a whole suite, and
/// gives each run of a test its own numbering (so `--repetitions` works).
///
///     @Suite(.snapshots(record: .failed))
///     struct CharacterListViewSnapshotTests { … }
public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    public var record: RecordMode?
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
        let scope = SnapshotScope.current.merging(record: record, rootDirectory: rootDirectory, naming: NamingState())
        try await SnapshotScope.$current.withValue(scope) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotTrait {
    /// Snapshot options for the tests this trait is attached to.
    ///
    /// Disfavored: where `SnapshotTesting` (sst's API) is loaded too, its
    /// `.snapshots(record: .missing)` is chosen, and it sets this harness's record mode
    /// as well, so either spelling works for both APIs.
    @_disfavoredOverload
    public static func snapshots(record: RecordMode? = nil, rootDirectory: String? = nil) -> SnapshotTrait {
        SnapshotTrait(record: record, rootDirectory: rootDirectory)
    }
}
