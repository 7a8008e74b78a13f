import Foundation
import TestSupport
import Testing

/// The built `snapshots` executable, run as a user runs it, on a package whose test run
/// makes real snapshot assertions.
@Suite("snapshots, end to end")
struct SnapshotsWorkflowTests {
    @Test("Record, break a render, see it in status and diff, accept it, and pass again")
    func recordBreakAccept() throws {
        let package = ToolRunPackage(renders: ["home": "Home\nRetry\n", "list": "List\n"])

        let recording = try package.run(["test"])
        #expect(recording.status == 0, "\(recording.output)")
        #expect(recording.output.contains("0 passed · 2 recorded"))
        #expect(package.reference("home") == "Home\nRetry\n")

        package.setRender("home", "Home\nTry again\n")
        let failing = try package.run(["test"])
        #expect(failing.status == 1)
        #expect(failing.output.contains("1 passed · 0 recorded · 1 failed"))
        #expect(failing.output.contains("failed   \(ToolRunPackage.reference("home"))"))
        #expect(package.pending("home") == "Home\nTry again\n")

        let status = try package.run(["status"])
        #expect(status.output.contains("changed \(ToolRunPackage.reference("home"))"))
        let diff = try package.run(["diff"])
        #expect(diff.status == 1)
        #expect(diff.output.contains("-Retry\n+Try again\n"))

        let accept = try package.run(["accept", "screens.home.txt"])
        #expect(accept.status == 0)
        #expect(package.reference("home") == "Home\nTry again\n")
        #expect(package.pending("home") == nil)

        let passing = try package.run(["test"])
        #expect(passing.status == 0, "\(passing.output)")
        #expect(passing.output.contains("2 passed · 0 recorded · 0 failed · 0 missing · 0 pending"))
    }

    @Test("Reject throws the new render away and keeps the reference")
    func reject() throws {
        let package = ToolRunPackage(renders: ["home": "Home\n"])
        _ = try package.run(["test"])
        package.setRender("home", "Broken\n")
        #expect(try package.run(["test"]).status == 1)

        let reject = try package.run(["reject"])

        #expect(reject.status == 0)
        #expect(reject.output.contains("rejected \(ToolRunPackage.reference("home"))"))
        #expect(package.reference("home") == "Home\n")
        #expect(package.pending("home") == nil)
        #expect(try package.run(["status"]).output.contains("pending:    0"))
    }

    @Test("clean refuses after a filtered run, then lists and deletes orphans after a complete one")
    func clean() throws {
        let package = ToolRunPackage(renders: ["home": "Home\n"])
        package.folder.write("gone\n", to: "__Snapshots__/ToolRunFixture/screens.gone.txt")

        _ = try package.run(["test", "--filter", "ToolRunFixture"])
        #expect(package.swiftArguments.last?.hasSuffix("--filter ToolRunFixture") == true)
        let refused = try package.run(["clean", "--delete"])
        #expect(refused.status == 2)
        #expect(refused.output.contains("filtered"))
        #expect(package.folder.exists("__Snapshots__/ToolRunFixture/screens.gone.txt"))

        _ = try package.run(["test"])
        let listed = try package.run(["clean"])
        #expect(listed.status == 0)
        #expect(listed.output.contains("  __Snapshots__/ToolRunFixture/screens.gone.txt\n"))
        #expect(package.folder.exists("__Snapshots__/ToolRunFixture/screens.gone.txt"))

        let deleted = try package.run(["clean", "--delete"])
        #expect(deleted.status == 0)
        #expect(!package.folder.exists("__Snapshots__/ToolRunFixture/screens.gone.txt"))
        #expect(package.reference("home") == "Home\n")
    }

    @Test("In CI nothing is written, a missing reference fails, and the new render goes to the artifacts")
    func continuousIntegration() throws {
        let package = ToolRunPackage(renders: ["home": "Home\n"])
        let artifacts = package.folder.file("artifacts")

        let run = try package.run(["test"], environment: ["CI": "true", "SNAPSHOT_ARTIFACTS": artifacts, "GITHUB_ACTIONS": "true"])

        #expect(run.status == 1)
        #expect(run.output.contains("0 recorded · 0 failed · 1 missing"))
        #expect(run.output.contains("::error file="))
        #expect(package.reference("home") == nil)
        #expect(package.pending("home") == nil)
        #expect(package.folder.read("artifacts/" + ToolRunPackage.reference("home") + ".new") == "Home\n")
    }

    @Test("A green CI run passes and leaves an empty artifacts folder for the steps after it")
    func greenContinuousIntegration() throws {
        let package = ToolRunPackage(renders: ["home": "Home\n"])
        _ = try package.run(["test"])

        let run = try package.run(["test"], environment: ["CI": "true", "SNAPSHOT_ARTIFACTS": package.folder.file("artifacts")])

        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("1 passed · 0 recorded · 0 failed"))
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: package.folder.file("artifacts"), isDirectory: &isDirectory) && isDirectory.boolValue)
        let report = try package.run(["report", "--html", package.folder.file("report.html"), "--pending", package.folder.file("artifacts")])
        #expect(report.status == 0, "\(report.output)")
    }

    @Test("Shards run with filters; orphans are judged on all their ledgers, never on one")
    func shards() throws {
        let package = ToolRunPackage(renders: ["home": "Home\n", "list": "List\n"])
        package.folder.write("gone\n", to: "__Snapshots__/ToolRunFixture/screens.gone.txt")
        let one = package.folder.file("shard-1.jsonl"), two = package.folder.file("shard-2.jsonl")

        // Each shard asserts one screen: home, then list.
        let first = try package.run(["test", "--shard", "1/2", "--ledger", one, "--filter", "home"])
        #expect(first.output.contains("0 passed · 1 recorded"), "\(first.output)")
        #expect(first.output.contains("orphans not judged here"), "\(first.output)")
        _ = try package.run(["test", "--shard", "2/2", "--ledger", two, "--filter", "list"])

        let partial = try package.run(["clean", "--ledger", one])
        #expect(partial.status == 2)
        #expect(partial.output.contains("1 of 2 shards (missing: 2)"))

        // Only the union knows that list is used: shard 1 alone never touched it.
        let merged = try package.run(["clean", "--ledger", one, "--ledger", two])
        #expect(merged.status == 0, "\(merged.output)")
        #expect(merged.output.contains("1 reference no test touched"), "\(merged.output)")
        #expect(merged.output.contains("  __Snapshots__/ToolRunFixture/screens.gone.txt\n"))
        #expect(!merged.output.contains("screens.list.txt"))
        #expect(!merged.output.contains("screens.home.txt"))

        let badShard = try package.run(["test", "--shard", "3/2"])
        #expect(badShard.status == 2)
        #expect(badShard.output.contains("--shard takes INDEX/COUNT"))
    }

    @Test("A relative SNAPSHOT_ARTIFACTS means the same folder to the tool and to the tests")
    func relativeArtifacts() throws {
        let package = ToolRunPackage(renders: ["home": "Home\n"])

        // Run from a folder inside the package: the tests themselves run in its root.
        let run = try package.run(["test"], environment: ["CI": "true", "SNAPSHOT_ARTIFACTS": "out"], from: "Sources")

        #expect(run.status == 1)
        #expect(package.folder.read("Sources/out/" + ToolRunPackage.reference("home") + ".new") == "Home\n")
        #expect(!package.folder.exists("out"))
        #expect(run.output.contains("1 missing"), "\(run.output)")
    }

    @Test("test --review without a terminal keeps the run's exit status and says how to review")
    func reviewFlagWithoutTerminal() throws {
        let package = ToolRunPackage(renders: ["home": "Home\n"])
        _ = try package.run(["test"])
        package.setRender("home", "Changed\n")

        let run = try package.run(["test", "--review"])

        #expect(run.status == 1)
        #expect(run.output.contains("--review needs a terminal"))
        #expect(package.pending("home") == "Changed\n")
    }

    @Test("Review without a terminal says so and names the commands that need none")
    func reviewWithoutTerminal() throws {
        let package = ToolRunPackage(renders: ["home": "Home\n"])
        _ = try package.run(["test"])
        package.setRender("home", "Changed\n")
        _ = try package.run(["test"])

        let review = try package.run(["review"])

        #expect(review.status == 2)
        #expect(review.output.contains("needs a terminal"))
        #expect(review.output.contains("swift run snapshots accept [PATH]"))
        #expect(package.pending("home") == "Changed\n")
    }

    @Test("The interactive review, on a pseudo-terminal, accepts one render and rejects another")
    func interactiveReview() throws {
        let package = ToolRunPackage(renders: ["home": "Home\n", "list": "List\n"])
        _ = try package.run(["test"])
        package.setRender("home", "Home v2\n")
        package.setRender("list", "List v2\n")
        _ = try package.run(["test"])

        let terminal = try PseudoTerminal([SnapshotsExecutable.path, "review"], in: package.path, environment: package.variables)
        let prompt = "q quit"
        #expect(terminal.waitFor(prompt, count: 1), "\(terminal.text)")
        #expect(terminal.text.contains("Reviewing [1/2]"))
        terminal.type("a")
        #expect(terminal.waitFor(prompt, count: 2), "\(terminal.text)")
        #expect(terminal.text.contains("Reviewing [2/2]"))
        terminal.type("r")

        #expect(terminal.exitStatus() == 0, "\(terminal.text)")
        #expect(terminal.text.contains("1 accepted, 1 rejected, 0 skipped"))
        #expect(package.reference("home") == "Home v2\n")
        #expect(package.reference("list") == "List\n")
        #expect(package.pending("home") == nil)
        #expect(package.pending("list") == nil)
    }
}
