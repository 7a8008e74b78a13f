import SnapshotTestKit
import Testing

/// The side-by-side verify loop through the harness's own `assertSnapshot`, as
/// `OursTests` runs it, in a process callgrind can follow (see `count.sh`).
struct HarnessVerifies {
    @Test func screens() {
        guard let (texts, record) = countedScreens(for: "ours") else { return }
        withSnapshotTesting(record: record ? .all : .never) {
            countedLoop(texts) { index in
                assertSnapshot(of: texts[index], as: .lines, named: "\(index)")
            }
        }
    }
}
