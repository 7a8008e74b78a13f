import SnapshotCore
@testable import SnapshotTool
import Testing

@Suite("GitHub Actions annotations")
struct GitHubAnnotationsTests {
    @Test("Failures and missing references point at the assertion, relative to the repository")
    func annotations() {
        let workspace = Workspace(packageRoot: "/repo/app", snapshotRoot: "/repo/app")
        let entries = [
            LedgerEntry(outcome: .matched, reference: "__Snapshots__/T/a.1.txt", test: "T/a()", file: "Tests/T.swift", line: 3),
            LedgerEntry(outcome: .failed, reference: "__Snapshots__/T/b.1.txt", test: "T/b()", file: "Tests/T.swift", line: 9, detail: "corrupt: 50% read"),
            LedgerEntry(outcome: .missing, reference: "__Snapshots__/T/c.1.txt", test: "T/c()", file: "Tests/T.swift", line: 12),
        ]

        let lines = GitHubAnnotations.lines(for: entries, workspace: workspace, repositoryRoot: "/repo")

        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("::error file=app/Tests/T.swift,line=9,title=Snapshot does not match::T/b(): __Snapshots__/T/b.1.txt%0Acorrupt: 50%25 read%0A"))
        #expect(lines[1].hasPrefix("::error file=app/Tests/T.swift,line=12,title=Snapshot reference missing::"))
    }

    @Test("Property values escape the characters that end them")
    func escaping() {
        #expect(GitHubAnnotations.property("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
        #expect(GitHubAnnotations.data("a,b:c\r\n") == "a,b:c%0D%0A")
    }
}
