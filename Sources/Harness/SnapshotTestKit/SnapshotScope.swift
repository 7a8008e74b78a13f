import SnapshotCore

/// Settings that apply to the assertions inside a `withSnapshotTesting` block or a test
/// carrying the `.snapshots` trait. Scopes nest; the innermost setting wins.
struct SnapshotScope: Sendable {
    var recordMode: RecordMode?
    var diffTool: DiffTool?
    var rootDirectory: String?
    /// Replaces the process environment; for the harness's own tests.
    var environment: SnapshotEnvironment?
    /// Set by the trait: numbering that starts again for each run of a test.
    var naming: NamingState?

    @TaskLocal static var current = SnapshotScope()
}

/// Runs `body` with snapshot settings that override the environment, for both
/// assertion APIs (this package's and swift-snapshot-testing's). Scopes nest; the
/// innermost setting wins, and an assertion's own `record:` wins over all.
///
///     withSnapshotTesting(record: .all) {
///         assertSnapshot(of: view, as: .device)
///     }
///
/// - Parameters:
///   - record: record mode for the assertions inside (`true` is `.all`, as in sst).
///   - diffTool: the command a failure's message names for comparing the two files.
///   - rootDirectory: folder that holds `__Snapshots__`, instead of the package root.
///     Assertions redirected there are not the package's references: they stay out of
///     the end-of-run summary, and `snapshots` ignores their ledger records.
public func withSnapshotTesting<Result>(
    record: RecordMode? = nil,
    diffTool: DiffTool? = nil,
    rootDirectory: String? = nil,
    operation: () throws -> Result
) rethrows -> Result {
    try SnapshotScope.$current.withValue(SnapshotScope.current.merging(record: record, diffTool: diffTool, rootDirectory: rootDirectory)) {
        try operation()
    }
}

/// Async variant of ``withSnapshotTesting(record:diffTool:rootDirectory:operation:)``.
public func withSnapshotTesting<Result>(
    record: RecordMode? = nil,
    diffTool: DiffTool? = nil,
    rootDirectory: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    try await SnapshotScope.$current.withValue(
        SnapshotScope.current.merging(record: record, diffTool: diffTool, rootDirectory: rootDirectory),
        operation: operation,
        isolation: isolation
    )
}

extension SnapshotScope {
    func merging(
        record: RecordMode? = nil,
        diffTool: DiffTool? = nil,
        rootDirectory: String? = nil,
        environment: SnapshotEnvironment? = nil,
        naming: NamingState? = nil
    ) -> SnapshotScope {
        var scope = self
        if let record { scope.recordMode = record }
        if let diffTool { scope.diffTool = diffTool }
        if let rootDirectory { scope.rootDirectory = FilePath.absolute(rootDirectory) }
        if let environment { scope.environment = environment }
        if let naming { scope.naming = naming }
        return scope
    }
}

/// What the innermost scope set, for swift-snapshot-testing's
/// `SnapshotTestingConfiguration.current`.
package enum SnapshotSettings {
    package static var current: (record: RecordMode?, diffTool: DiffTool?) {
        (SnapshotScope.current.recordMode, SnapshotScope.current.diffTool)
    }
}
