import SnapshotTesting
import Testing

/// The side-by-side verify loop through the `SnapshotTesting` product (sst's API), as
/// `OursThroughSSTAPITests` runs it, in a process callgrind can follow (see `count.sh`).
struct SSTAPIVerifies {
    @Test func screens() {
        guard let (texts, record) = countedScreens(for: "ours-sst") else { return }
        withSnapshotTesting(record: record ? .all : .never) {
            countedLoop(texts) { index in
                assertSnapshot(of: texts[index], as: .lines, named: "\(index)")
            }
        }
    }
}
