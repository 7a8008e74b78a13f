import Foundation
import SnapshotTestKit
import TestSupport
import Testing

/// What `swift test` runs in the end-to-end tests of `snapshots`: one real assertion per
/// file in the fixture package's `renders/` folder, so a test changes a render by
/// editing a file. Runs only in a child process started by `ToolRunPackage`.
@Suite(.enabled(if: Fixture.isActive(ToolRunPackage.fixtureName)))
struct ToolRunFixture {
    @Test func screens() throws {
        let folder = try #require(Fixture.value("SNAPSHOT_TESTING_ROOT")) + "/renders"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        // As swift test matches a filter against a test's name: this test's, or, here,
        // the render's.
        let filter = Fixture.value("TOOL_RUN_FILTER").flatMap { filter in
            filter.isEmpty || "ToolRunFixture/screens()".contains(filter) ? nil : filter
        }
        for name in names where name.hasSuffix(".txt") && (filter.map { name.contains($0) } ?? true) {
            let render = try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)
            assertSnapshot(of: render, as: .lines, named: String(name.dropLast(4)))
        }
    }
}
