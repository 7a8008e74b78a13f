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
        let filter = Fixture.value("TOOL_RUN_FILTER").flatMap { $0.isEmpty || $0 == "ToolRunFixture" ? nil : $0 }
        for name in names where name.hasSuffix(".txt") && (filter.map { name.contains($0) } ?? true) {
            let render = try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)
            assertSnapshot(of: render, as: .lines, named: String(name.dropLast(4)))
        }
    }
}
