import Foundation
import TestSupport
import Testing

/// A team's swift-snapshot-testing tests (`import SnapshotTesting`, `.image(on:)`, the
/// `.snapshots` trait, XCTest and Swift Testing) under the built `snapshots` tool: they
/// record text renders beside their test file, fail when a screen changes, are
/// reviewed and accepted in `snapshots review`, and pass in CI.
@Suite("SnapshotTesting (sst's API), end to end")
struct SnapshotTestingWorkflowTests {
    static let folder = "Tests/Tool/SnapshotToolTests/Fixtures/__Snapshots__"
    static let swiftTesting = "\(folder)/SnapshotTestingFixture/screens.home.txt"
    static let xcTest = "\(folder)/SnapshotTestingFixture/testScreens.home.txt"
    static let xcTestText = "\(folder)/SnapshotTestingFixture/testScreens.home-text.txt"

    private func makePackage() -> ToolRunPackage {
        ToolRunPackage(renders: ["home": "Home\nRetry\n"], fixture: "snapshotTesting", runs: [
            "\"$TOOL_RUN_TEST_BINARY\" --testing-library swift-testing --filter SnapshotTestingFixture",
            "\"$TOOL_RUN_TEST_BINARY\" SnapshotToolTests.SnapshotTestingXCTestFixture",
        ])
    }

    @Test("Record beside the test file, break a screen, see it in status and diff, review and accept it, pass in CI")
    func recordBreakAcceptVerify() throws {
        let package = makePackage()

        let recording = try package.run(["test"])
        #expect(recording.status == 0, "\(recording.output)")
        #expect(recording.output.contains("3 recorded"), "\(recording.output)")
        let image = try #require(package.folder.read(Self.swiftTesting))
        #expect(image.hasPrefix("FixtureScreen · iPhone SE (320×568 pt) 40×35 (8×16 pt) · light · compact width, regular height · en\n"))
        #expect(image.contains("Retry") && image.contains("Text \"Home\""))
        #expect(package.folder.read(Self.xcTest)?.contains("fixed 320×64 pt") == true)
        #expect(package.folder.read(Self.xcTestText) == "Home\nRetry\n")

        package.setRender("home", "Home\nTry again\n")
        let failing = try package.run(["test"])
        #expect(failing.status == 1)
        #expect(failing.output.contains("3 failed"), "\(failing.output)")
        #expect(package.folder.read(Self.swiftTesting + ".new")?.contains("Try again") == true)

        let status = try package.run(["status"])
        #expect(status.output.contains("changed \(Self.swiftTesting)"), "\(status.output)")
        let diff = try package.run(["diff", Self.xcTestText])
        #expect(diff.output.contains("-Retry\n+Try again\n"), "\(diff.output)")

        let terminal = try PseudoTerminal([SnapshotsExecutable.path, "review"], in: package.path, environment: package.variables)
        for count in 1...3 {
            #expect(terminal.waitFor("q quit", count: count), "\(terminal.text)")
            terminal.type("a")
        }
        #expect(terminal.exitStatus() == 0, "\(terminal.text)")
        #expect(terminal.text.contains("3 accepted, 0 rejected, 0 skipped"), "\(terminal.text)")
        #expect(terminal.text.contains("SnapshotTestingFixture/screens.home.txt"))
        #expect(package.folder.read(Self.swiftTesting)?.contains("Try again") == true)
        #expect(package.folder.read(Self.xcTestText) == "Home\nTry again\n")
        #expect(package.folder.read(Self.swiftTesting + ".new") == nil)

        let verifying = try package.run(["test"], environment: ["CI": "true"])
        #expect(verifying.status == 0, "\(verifying.output)")
        #expect(verifying.output.contains("3 passed · 0 recorded · 0 failed"), "\(verifying.output)")
    }

    @Test("In CI a missing reference fails and nothing is written")
    func ciRecordsNothing() throws {
        let package = makePackage()

        let run = try package.run(["test"], environment: ["CI": "true"])

        #expect(run.status == 1)
        #expect(package.folder.read(Self.swiftTesting) == nil)
        #expect(package.folder.read(Self.xcTest) == nil)
    }
}
