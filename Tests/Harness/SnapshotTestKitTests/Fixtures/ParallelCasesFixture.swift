import Foundation
import SnapshotTestKit
import TestSupport
import Testing

/// 200 parameterized cases, run in parallel by Swift Testing, each with two unnamed
/// snapshots. Runs only in a child process started by `ParallelCasesTests`.
@Suite(.enabled(if: Fixture.isActive("parallel")))
struct ParallelCasesFixture {
    @Test(arguments: 0..<200)
    func screen(_ index: Int) {
        assertSnapshot(of: "case \(index)\nfirst snapshot\n", as: .lines)
        assertSnapshot(of: "case \(index)\nsecond snapshot\n", as: .lines)
    }
}
