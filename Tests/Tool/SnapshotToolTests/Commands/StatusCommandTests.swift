import Foundation
import SnapshotCore
@testable import SnapshotTool
import TestSupport
import Testing

@Suite("snapshots status") @MainActor
struct StatusCommandTests {
    @Test("Lists references, pending renders by kind, and orphans of the last complete run")
    func text() {
        let fixture = PackageFixture(
            references: ["__Snapshots__/T/a.1.txt": "a\n", "__Snapshots__/T/old.1.txt": "old\n"],
            pending: ["__Snapshots__/T/a.1.txt": "A\n", "__Snapshots__/T/b.1.txt": "b\n"]
        )
        fixture.writeLedger([LedgerEntry(outcome: .failed, reference: "__Snapshots__/T/a.1.txt", test: "T/a()", file: "Tests/T.swift", line: 1)])

        let (status, output) = fixture.run(["status"])

        #expect(status == .success)
        #expect(output.contains("  references: 2\n"))
        #expect(output.contains("  pending:    2  → swift run snapshots review\n"))
        #expect(output.contains("    changed __Snapshots__/T/a.1.txt\n"))
        #expect(output.contains("    new     __Snapshots__/T/b.1.txt\n"))
        #expect(output.contains("  orphaned:   1  → swift run snapshots clean\n    __Snapshots__/T/old.1.txt\n"))
    }

    @Test("The JSON has the documented shape")
    func json() throws {
        let fixture = PackageFixture(references: ["__Snapshots__/T/a.1.txt": "a\n"], pending: ["__Snapshots__/T/a.1.txt": "A\n"])

        let (status, output) = fixture.run(["status", "--json"])

        #expect(status == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(object["root"] as? String == fixture.path)
        #expect(object["references"] as? [String] == ["__Snapshots__/T/a.1.txt"])
        let pending = try #require(object["pending"] as? [[String: String]])
        #expect(pending == [[
            "reference": "__Snapshots__/T/a.1.txt",
            "pending": fixture.path + "/__Snapshots__/T/a.1.txt.new",
            "kind": "changed",
            "source": "local",
        ]])
        let orphans = try #require(object["orphans"] as? [String: Any])
        #expect(orphans["status"] as? String == "no-run")
        #expect((orphans["references"] as? [String])?.isEmpty == true)
        let lastRun = try #require(object["lastRun"] as? [String: Any])
        #expect(lastRun["matched"] as? Int == 0)
        // Scripts may decode it into the same types the tool encodes it from.
        let report = try JSONDecoder().decode(StatusReport.self, from: Data(output.utf8))
        #expect(report.pending.map(\.kind) == ["changed"])
        #expect(report.lastRun == .init(ledgers: [], matched: 0, recorded: 0, failed: 0, missing: 0))
    }

    @Test("Pending renders of other shards come from --pending folders")
    func shards() {
        let fixture = PackageFixture(references: ["__Snapshots__/T/a.1.txt": "a\n"])
        fixture.folder.write("A\n", to: "shard-2/__Snapshots__/T/a.1.txt.new")

        let (_, output) = fixture.run(["status", "--pending", fixture.folder.file("shard-2")])

        #expect(output.contains("    changed __Snapshots__/T/a.1.txt  (from \(fixture.folder.file("shard-2")))"))
    }

    @Test("Outside a package, it says how to point at one")
    func noPackage() {
        let folder = TemporaryDirectory("no-package")
        let console = Console(environment: [:], captures: true)
        let status = SnapshotTool.run(["status", "--package-path", folder.path], context: CommandContext(console: console, environment: [:]))
        #expect(status == .usageOrEnvironment)
        #expect(console.output.contains("no Package.swift in \(folder.path) or any folder above it"))
    }
}
