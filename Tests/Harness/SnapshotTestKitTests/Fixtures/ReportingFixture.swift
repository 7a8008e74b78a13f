import Foundation
import SnapshotTestKit
import TestSupport
import Testing

/// Assertions whose reports a child process prints, so a test can read them exactly as
/// a developer would in a `swift test` log.
@Suite(.enabled(if: Fixture.isActive("reporting")))
struct ReportingFixture {
    @Test func changingRender() {
        let version = Fixture.value("FIXTURE_RENDER") ?? "one"
        assertSnapshot(of: "title\nrender \(version)\nfooter\n", as: .lines)
    }
}
