import Foundation
import SnapshotCore
import TestSupport
import Testing

/// Reads the harness's reports as a developer reads them: in the output of a test run.
@Suite("Reports in a test log", .serialized)
struct ReportingTests {
    private let folder = TemporaryDirectory("reporting")

    private func run(
        render: String,
        record: String? = nil,
        ci: Bool = false,
        noColor: Bool = false
    ) throws -> ChildProcess.Result {
        var variables = [Fixture.variable: "reporting", "SNAPSHOT_TESTING_ROOT": folder.path, "FIXTURE_RENDER": render]
        variables["SNAPSHOT_TESTING_RECORD"] = record
        if noColor { variables["NO_COLOR"] = "1" }
        if ci { variables["CI"] = "true" }
        return try ChildProcess.run(swiftTestingSuite: "ReportingFixture", variables: variables)
    }

    @Test("Record, verify, break: a warning, a pass, then one readable failure block")
    func recordVerifyBreak() throws {
        let recording = try run(render: "one")
        #expect(recording.status == 0, "\(recording.output)")
        #expect(recording.output.contains("recorded a warning"))
        #expect(recording.output.contains("Recorded new snapshot changingRender.1 (3 lines)"))
        #expect(recording.output.contains("1 reference was recorded: run the tests again to verify"))

        let verifying = try run(render: "one")
        #expect(verifying.status == 0, "\(verifying.output)")
        #expect(!verifying.output.contains("Snapshots:"))

        let breaking = try run(render: "two")
        #expect(breaking.status != 0)
        // Swift Testing indents a comment by two spaces; the block arrives whole.
        let expectedBlock = """
            reference:  __Snapshots__/ReportingFixture/changingRender.1.txt
            new render: __Snapshots__/ReportingFixture/changingRender.1.txt.new

          --- __Snapshots__/ReportingFixture/changingRender.1.txt
          +++ __Snapshots__/ReportingFixture/changingRender.1.txt.new
          @@ -1,3 +1,3 @@
           title
          -render one
          +render two
           footer
        """
        let trimmedOutput = breaking.output
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacing(/\s+$/, with: "") }
            .joined(separator: "\n")
        #expect(trimmedOutput.contains(expectedBlock), "\(breaking.output)")
        #expect(breaking.output.contains("Snapshot changingRender.1 does not match its reference (1 line removed, 1 line added)."))
        #expect(folder.read("__Snapshots__/ReportingFixture/changingRender.1.txt") == "title\nrender one\nfooter\n")
        #expect(folder.read("__Snapshots__/ReportingFixture/changingRender.1.txt.new") == "title\nrender two\nfooter\n")

        let fixed = try run(render: "one")
        #expect(fixed.status == 0)
        #expect(!folder.exists("__Snapshots__/ReportingFixture/changingRender.1.txt.new"))
    }

    @Test("In CI a missing reference fails, says how to record it, and writes nothing")
    func ciMissing() throws {
        let result = try run(render: "one", ci: true)
        #expect(result.status != 0)
        #expect(result.output.contains("No reference for snapshot changingRender.1, and CI never records one."))
        #expect(result.output.contains("swift test --filter ReportingFixture/changingRender"))
        #expect(folder.allFiles().isEmpty)
    }

    @Test("Under NO_COLOR the message still reaches the log, without escape codes")
    func noColor() throws {
        _ = try run(render: "one")
        let result = try run(render: "two", noColor: true)
        #expect(result.status != 0)
        #expect(result.output.contains("↳ Snapshot changingRender.1 does not match its reference"))
        #expect(result.output.contains("\n  +render two\n"))
        #expect(!result.output.contains("\u{1B}["))
    }

    @Test("An unknown SNAPSHOT_TESTING_RECORD fails with the list of modes")
    func unknownMode() throws {
        let result = try run(render: "one", record: "sometimes")
        #expect(result.status != 0)
        #expect(result.output.contains("SNAPSHOT_TESTING_RECORD is \"sometimes\", which is not a record mode."))
        #expect(folder.allFiles().isEmpty)
    }
}
