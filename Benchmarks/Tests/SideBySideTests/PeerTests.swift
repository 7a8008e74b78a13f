import Screens
import SnapshotTesting
import Testing

/// pointfreeco/swift-snapshot-testing 1.19.7: `assertSnapshot(of:as: .lines, named:)`
/// 1,000 times in one test; references in `__Snapshots__` beside this file. It reports
/// every recording as an issue, so recording runs inside `withKnownIssue`.
struct PeerTests {
    @Test func screens() {
        guard let phase = Phase.current(for: "peer") else { return }
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
            withKnownIssue("the peer reports recordings, and screen 500 differs, on purpose") { seconds = run() }
        }
        Screens.report(harness: "peer", phase: phase.rawValue, seconds: seconds)
    }
}
