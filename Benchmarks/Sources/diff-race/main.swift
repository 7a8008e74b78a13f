import Foundation
import Screens
import SnapshotTestKit
import SnapshotTesting

// `diff-race ours|peer LINES`: diffs two texts of LINES lines, three quarters repeated
// rows, one changed, with one harness, and prints the seconds it took. The script runs
// the peer in a process it can stop: its diff takes minutes on this input.
let arguments = CommandLine.arguments
guard arguments.count == 3, let lines = Int(arguments[2]), ["ours", "peer"].contains(arguments[1]) else {
    print("usage: diff-race ours|peer LINES")
    exit(2)
}
let (old, new) = Screens.repeatedRows(lines: lines)
let seconds = Screens.time {
    if arguments[1] == "ours" {
        _ = UnifiedDiffFormatter().format(TextDiff(old: old, new: new), oldLabel: "reference", newLabel: "new")
    } else {
        _ = SnapshotTesting.Snapshotting<String, String>.lines.diffing.diffV2(old, new)
    }
}
Screens.report(harness: arguments[1], phase: "diff", seconds: seconds)
