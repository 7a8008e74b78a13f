import Foundation
import SnapshotTestKit

/// Settings for the assertions inside `withSnapshotTesting` or a test with the
/// `.snapshots` trait, as swift-snapshot-testing names them. The harness holds them:
/// `Record` is its `RecordMode` (`.all`, `.missing`, `.failed`, `.never`,
/// `init?(rawValue:)`, `true` and `false`), `DiffTool` its `DiffTool`.
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

/// sst's `nil` for the default diff tool, deprecated there as here: `.default` says it.
@available(*, deprecated, renamed: "SnapshotTestingConfiguration.DiffTool.default", message: "Use '.default' instead of a 'nil' value for 'diffTool'.")
extension SnapshotTestingConfiguration.DiffTool: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) {
        self = .default
    }
}
