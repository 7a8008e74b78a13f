import Foundation
import SnapshotCore
import TestSupport
import Testing

@Suite("XCTest support", .serialized)
struct XCTestSupportTests {
    @Test("Numbering restarts per XCTest method, and a mismatch fails through XCTFail")
    func xcTestRecordsAndFails() throws {
        let folder = TemporaryDirectory("xctest")
        func run(_ render: String) throws -> ChildProcess.Result {
            try ChildProcess.run(arguments: ["SnapshotTestKitTests.SnapshotXCTestFixture"], variables: [
                Fixture.variable: "xctest",
                "SNAPSHOT_TESTING_ROOT": folder.path,
                "FIXTURE_RENDER": render,
            ])
        }

        let recording = try run("one")
        #expect(recording.status == 0, "\(recording.output)")
        #expect(folder.allFiles() == [
            "__Snapshots__/XCTestFixture/testFirst.1.txt",
            "__Snapshots__/XCTestFixture/testFirst.2.txt",
            "__Snapshots__/XCTestFixture/testSecond.1.txt",
        ])
        #expect(recording.output.contains("note: Recorded new snapshot testSecond.1"))

        let breaking = try run("two")
        #expect(breaking.status != 0)
        #expect(breaking.output.contains("-second test one"))
        #expect(breaking.output.contains("+second test two"))
    }
}
