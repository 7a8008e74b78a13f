import Screens
import SnapshotTesting
import Testing

/// This package's `SnapshotTesting` product: swift-snapshot-testing's API over the
/// harness, as a team that brings its sst tests calls it. `assertSnapshot(of:as: .lines,
/// named:)` 1,000 times in one test; references beside this file, where sst keeps them.
struct OursThroughSSTAPITests {
    @Test func screens() {
        guard let phase = Phase.current(for: "ours-sst") else { return }
        let texts = (0..<Screens.count).map { Screens.screen($0, changed: phase == .mismatch && $0 == Screens.changedIndex) }
        let run = {
            Screens.time {
                withSnapshotTesting(record: phase == .record ? .all : .never) {
                    for index in 0..<Screens.count {
                        assertSnapshot(of: texts[index], as: .lines, named: "\(index)")
                    }
                }
            }
        }
        var seconds = 0.0
        if phase == .verify {
            seconds = run()
        } else {
            // Recording a reference through sst's API is a notice, as with sst; screen 500 differs on purpose.
            withKnownIssue("recordings are reported, and screen 500 differs, on purpose", isIntermittent: true) { seconds = run() }
        }
        Screens.report(harness: "ours-sst", phase: phase.rawValue, seconds: seconds)
    }
}
