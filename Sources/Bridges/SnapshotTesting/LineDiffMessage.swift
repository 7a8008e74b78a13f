internal import SnapshotCore

/// The harness's unified diff, for `Diffing.lines` when code calls it directly.
enum LineDiffMessage {
    static func unified(old: String, new: String) -> String {
        UnifiedDiffFormatter().format(TextDiff(old: old, new: new), oldLabel: "reference", newLabel: "new")
    }
}
