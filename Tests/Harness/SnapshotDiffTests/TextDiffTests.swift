import Foundation
import Testing

@testable import SnapshotDiff

@Suite("Text diff and hunks")
struct TextDiffTests {
    private func numbered(_ range: ClosedRange<Int>) -> String {
        range.map { "line \($0)" }.joined(separator: "\n") + "\n"
    }

    @Test("Lines split on newline; a final newline does not add an empty line")
    func lineSplitting() {
        #expect(TextLines.split("a\nb\n") == ["a", "b"])
        #expect(TextLines.split("a\nb") == ["a", "b"])
        #expect(TextLines.split("a\n\n") == ["a", ""])
        #expect(TextLines.split("") == [])
    }

    @Test("One changed line gives one hunk with three lines of context on each side")
    func singleChangeHunk() throws {
        let old = numbered(1...20)
        let new = old.replacingOccurrences(of: "line 10\n", with: "line ten\n")
        let hunks = TextDiff(old: old, new: new).hunks()
        let hunk = try #require(hunks.first)
        #expect(hunks.count == 1)
        #expect(hunk.header == "@@ -7,7 +7,7 @@ line 6")
        #expect(hunk.lines.map(\.kind) == [.context, .context, .context, .deleted, .inserted, .context, .context, .context])
        #expect(hunk.lines[3].oldNumber == 10)
        #expect(hunk.lines[4].newNumber == 10)
        #expect(hunk.lines[5].oldNumber == 11 && hunk.lines[5].newNumber == 11)
    }

    @Test("Changes closer than twice the context share a hunk; farther ones do not")
    func hunkMerging() {
        let old = numbered(1...40)
        let close = old.replacingOccurrences(of: "line 10\n", with: "x\n").replacingOccurrences(of: "line 16\n", with: "y\n")
        #expect(TextDiff(old: old, new: close).hunks().count == 1)
        let far = old.replacingOccurrences(of: "line 10\n", with: "x\n").replacingOccurrences(of: "line 30\n", with: "y\n")
        #expect(TextDiff(old: old, new: far).hunks().map(\.header) == ["@@ -7,7 +7,7 @@ line 6", "@@ -27,7 +27,7 @@ line 26"])
    }

    @Test("An insertion at the top has an empty old range starting at 0")
    func insertionAtStart() {
        let hunks = TextDiff(old: "a\nb\n", new: "new\na\nb\n").hunks()
        #expect(hunks.map(\.header) == ["@@ -1,2 +1,3 @@"])
        let onlyInsert = TextDiff(old: "", new: "x\n").hunks()
        #expect(onlyInsert.map(\.header) == ["@@ -0,0 +1 @@"])
    }

    @Test("The hunk header names the nearest heading above it")
    func sectionHeading() {
        let old = "Header · state\n│ row │\n│ row │\n│ row │\n│ row │\nsemantics\n  Text \"a\"\n  Text \"b\"\n  Text \"c\"\n  Text \"d\"\n  Text \"e\"\n"
        let new = old.replacingOccurrences(of: "Text \"d\"", with: "Text \"D\"")
        let hunk = TextDiff(old: old, new: new).hunks().first
        #expect(hunk?.section == "semantics")
    }

    @Test("Counts of removed and added lines")
    func lineCounts() {
        let diff = TextDiff(old: "a\nb\nc\n", new: "a\nx\ny\nc\n")
        #expect(diff.deletedLineCount == 1)
        #expect(diff.insertedLineCount == 2)
        #expect(diff.hasChanges)
        #expect(!TextDiff(old: "a\n", new: "a\n").hasChanges)
    }
}
