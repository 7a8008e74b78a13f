import Foundation
import SnapshotTestKit
import TestSupport
import XCTest

/// XCTest assertions, run in a child process: numbering restarts for each test method,
/// and a mismatch fails through XCTFail.
final class SnapshotXCTestFixture: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(Fixture.isActive("xctest"), "fixture for XCTestSupportTests")
    }

    func testFirst() {
        assertSnapshot(of: "first test, one\n", as: .lines)
        assertSnapshot(of: "first test, two\n", as: .lines)
    }

    func testSecond() {
        let version = Fixture.value("FIXTURE_RENDER") ?? "one"
        assertSnapshot(of: "second test \(version)\n", as: .lines)
    }
}
