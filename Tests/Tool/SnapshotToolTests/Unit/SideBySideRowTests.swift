import SnapshotCore
@testable import SnapshotTool
import Testing

@Suite("Side-by-side rows")
struct SideBySideRowTests {
    @Test("Equal lines face each other; a replaced run faces its replacement; extras face a gap")
    func rows() {
        let rows = SideBySideRow.rows(of: TextDiff(old: "a\nb\nc\nd\n", new: "a\nB\nC\nX\nd\n"))
        #expect(rows.map(\.kind) == [.same, .changed, .changed, .added, .same])
        #expect(rows[1].old?.text == "b")
        #expect(rows[1].new?.text == "B")
        #expect(rows[3].old == nil)
        #expect(rows[3].new?.number == 4)
        #expect(rows[4].old?.number == 4)
        #expect(rows[4].new?.number == 5)
    }

    @Test("Removed lines have no partner")
    func removed() {
        let rows = SideBySideRow.rows(of: TextDiff(old: "a\nb\n", new: "a\n"))
        #expect(rows.map(\.kind) == [.same, .removed])
        #expect(rows[1].new == nil)
    }
}
