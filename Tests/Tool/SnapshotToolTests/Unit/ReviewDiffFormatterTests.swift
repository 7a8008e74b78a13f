import Foundation
import SnapshotCore
@testable import SnapshotTool
import Testing

@Suite("The review diff")
struct ReviewDiffFormatterTests {
    let formatter = ReviewDiffFormatter(style: .plain)

    @Test("Old and new line numbers in a gutter, and the changed characters marked")
    func gutterAndInlineMarks() {
        let lines = formatter.format(old: "a\nb\nTitle: Hi\nc\n", new: "a\nb\nTitle: Hello\nc\n")
        #expect(lines == [
            "@@ -1,4 +1,4 @@",
            "1 1 │ a",
            "2 2 │ b",
            "3   │-Title: H[-i-]",
            "  3 │+Title: H{+ello+}",
            "4 4 │ c",
        ])
    }

    @Test("Invisible characters are shown, with a legend")
    func invisibles() {
        let lines = formatter.format(old: "x\n", new: "x \n")
        #expect(lines == ["@@ -1 +1 @@", "1   │-x", "  1 │+x{+·+}", "(· trailing space)"])
    }

    @Test("Distant changes get separate hunks, separated by a dotted rule")
    func separateHunks() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n").replacingOccurrences(of: "line 19\n", with: "line nineteen\n")
        let lines = formatter.format(old: old, new: new)
        #expect(lines.filter { $0.hasPrefix("@@") }.count == 2)
        #expect(lines.contains { $0.hasSuffix("┈┈┈") })
    }
}
