import Foundation
internal import SnapshotCore

/// Settings for the assertions inside `withSnapshotTesting` or a test with the
/// `.snapshots` trait, as swift-snapshot-testing declares them.
public struct SnapshotTestingConfiguration: Sendable {
    public var record: Record?
    public var diffTool: DiffTool?

    public init(record: Record? = nil, diffTool: DiffTool? = nil) {
        self.record = record
        self.diffTool = diffTool
    }

    /// The configuration in effect for the running assertion.
    @TaskLocal public static var current: SnapshotTestingConfiguration?

    /// When an assertion may write its reference. In CI (`CI=true`) nothing is ever
    /// written, whatever the mode: a missing or changed reference fails.
    public struct Record: Equatable, Hashable, Sendable, ExpressibleByBooleanLiteral {
        let mode: Mode

        enum Mode: String, Sendable {
            case all, missing, failed, never
        }

        /// Rewrite every reference.
        public static let all = Record(mode: .all)
        /// Record references that do not exist yet; verify the others. The default.
        public static let missing = Record(mode: .missing)
        /// Rewrite references that are missing or do not match.
        public static let failed = Record(mode: .failed)
        /// Write nothing; a missing reference fails.
        public static let never = Record(mode: .never)

        /// `true` is `.all`, `false` is `.missing`, as in sst.
        public init(booleanLiteral value: Bool) {
            self = value ? .all : .missing
        }

        /// `all`, `missing`, `failed` or `never`, as `SNAPSHOT_TESTING_RECORD` spells them.
        public init?(rawValue: String) {
            guard let mode = Mode(rawValue: rawValue.lowercased()) else { return nil }
            self.mode = mode
        }

        init(mode: Mode) {
            self.mode = mode
        }

        public var rawValue: String { mode.rawValue }
    }

    /// The command sst prints for opening a failure in a diff tool. A text render is
    /// read in `swift run snapshots review`; a tool set here is named in the failure's
    /// message too, with the reference and the new render.
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        let command: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

        public init(_ command: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
            self.command = command
        }

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
}

/// Runs `operation` with snapshot settings that override the environment; the
/// innermost wins, and an assertion's own `record:` wins over all.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () throws -> R
) rethrows -> R {
    try SnapshotTestingConfiguration.$current.withValue(.merging(record: record, diffTool: diffTool)) {
        try operation()
    }
}

/// The same, for async work.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await SnapshotTestingConfiguration.$current.withValue(
        .merging(record: record, diffTool: diffTool),
        operation: operation,
        isolation: isolation
    )
}

extension SnapshotTestingConfiguration {
    static func merging(record: Record?, diffTool: DiffTool?) -> SnapshotTestingConfiguration {
        var configuration = current ?? SnapshotTestingConfiguration()
        if let record { configuration.record = record }
        if let diffTool { configuration.diffTool = diffTool }
        return configuration
    }
}

/// sst's global switch, kept for tests that set it: `true` rewrites every reference.
@available(*, deprecated, message: "Use 'withSnapshotTesting(record:)' or the '.snapshots(record:)' trait.")
public var isRecording: Bool {
    get { GlobalSettings.isRecording.withLock { $0 } }
    set { GlobalSettings.isRecording.withLock { $0 = newValue } }
}

/// sst's global diff tool, kept for tests that set it.
@available(*, deprecated, message: "Use 'withSnapshotTesting(diffTool:)' or the '.snapshots(diffTool:)' trait.")
public var diffTool: SnapshotTestingConfiguration.DiffTool {
    get { GlobalSettings.diffTool.withLock { $0 } }
    set { GlobalSettings.diffTool.withLock { $0 = newValue } }
}

enum GlobalSettings {
    static let isRecording = Locked(false)
    static let diffTool = Locked(SnapshotTestingConfiguration.DiffTool.default)
}
