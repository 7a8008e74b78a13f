import Testing

@testable import SnapshotCore

@Suite("Snapshot messages")
struct SnapshotReportTests {
    private let location = SnapshotLocation(root: "/pkg", relativePath: "__Snapshots__/FooTests/screen.1.txt")

    private func message(_ outcome: SnapshotOutcome, ci: Bool = false) -> String {
        SnapshotReport(
            outcome: outcome,
            location: location,
            snapshotName: "screen.1",
            testFilter: "FooTests/screen",
            isCI: ci
        ).message ?? ""
    }

    @Test("A match says nothing")
    func matchIsSilent() {
        #expect(SnapshotReport(outcome: .matched, location: location, snapshotName: "s", testFilter: "f", isCI: false).message == nil)
    }

    @Test("A recording is reported as recorded and asks for a re-run")
    func recorded() {
        let text = message(.recorded(.init(previous: nil, new: "a\nb\n")))
        #expect(text == """
        Recorded new snapshot screen.1 (2 lines)
          → __Snapshots__/FooTests/screen.1.txt
        Re-run the tests to verify it, then commit it.
        """)
    }

    @Test("A mismatch shows paths, a unified diff and the next commands")
    func mismatch() {
        let pending = SnapshotOutcome.PendingCopies(pendingPath: "/pkg/__Snapshots__/FooTests/screen.1.txt.new")
        let text = message(.mismatched(.init(reference: "a\nb\n", actual: "a\nc\n", pending: pending)))
        #expect(text == """
        Snapshot screen.1 does not match its reference (1 line removed, 1 line added).
          reference:  __Snapshots__/FooTests/screen.1.txt
          new render: __Snapshots__/FooTests/screen.1.txt.new

        --- __Snapshots__/FooTests/screen.1.txt
        +++ __Snapshots__/FooTests/screen.1.txt.new
        @@ -1,2 +1,2 @@
         a
        -b
        +c

        Next:
          review  swift run snapshots review
          accept  swift run snapshots accept __Snapshots__/FooTests/screen.1.txt
          reject  swift run snapshots reject __Snapshots__/FooTests/screen.1.txt
          or re-record every failing snapshot: SNAPSHOT_TESTING_RECORD=failed swift test
        """)
    }

    @Test("A mismatch of two renders says what changed, element by element, above the diff")
    func mismatchOfRenders() {
        func render(_ title: String, _ font: String) -> String {
            "HomeView · iPhone 13 Pro Max · en\n│ \(title) │\nsemantics\nText #home.title \"\(title)\" \(font)\n"
        }
        let text = message(.mismatched(.init(reference: render("Hi", "headline"), actual: render("Hello", "body"), pending: .init())))
        let summary = "  #home.title  text \"Hi\" → \"Hello\"; tokens −headline +body\n\n--- __Snapshots__/FooTests/screen.1.txt"
        #expect(text.contains(summary))
        // Texts that are not renders have nothing but their line diff.
        let plain = message(.mismatched(.init(reference: "a\nb\n", actual: "a\nc\n", pending: .init())))
        #expect(!plain.contains("tokens") && plain.contains("\n\n--- __Snapshots__"))
    }

    @Test("In CI a missing reference says how to record it locally")
    func ciMissing() {
        let text = message(.missing(.init(actual: "a\n", pending: .init())), ci: true)
        #expect(text.contains("No reference for snapshot screen.1, and CI never records one."))
        #expect(text.contains("expected at: __Snapshots__/FooTests/screen.1.txt"))
        #expect(text.contains("set SNAPSHOT_ARTIFACTS"))
        #expect(text.contains("swift test --filter FooTests/screen"))
    }

    @Test("Long diffs are cut with a pointer to the full diff")
    func longDiffIsCut() {
        let old = (1...500).map { "old \($0)\n" }.joined()
        let new = (1...500).map { "new \($0)\n" }.joined()
        let text = SnapshotReport(
            outcome: .mismatched(.init(reference: old, actual: new, pending: .init())),
            location: location,
            snapshotName: "screen.1",
            testFilter: "FooTests/screen",
            isCI: false,
            maximumDiffLines: 50
        ).message ?? ""
        #expect(text.contains("more diff lines: swift run snapshots diff __Snapshots__/FooTests/screen.1.txt"))
        #expect(text.split(separator: "\n").count < 80)
    }
}
