import TestSupport
import Testing

@testable import SnapshotDiff

/// The line diff trims equal lines at both ends before handing the middle to Myers;
/// these prove that shortcut changes nothing.
@Suite("Line diff")
struct LineDiffTests {
    private let rows = ["│      │", "", "╭──╮", "Rick", "Morty", "│ é │", "│ e\u{301} │"]

    @Test("Random texts: the same script as Myers on the whole of both texts")
    func sameAsMyersOnWholeTexts() {
        var generator = SeededGenerator(seed: 0xD1B5_4A32_D192_ED03)
        for round in 0..<2000 {
            let old = (0..<generator.next(30)).map { _ in rows[generator.next(rows.count)] }
            var new = old
            for _ in 0..<generator.next(5) {
                switch generator.next(3) {
                case 0 where !new.isEmpty: new.remove(at: generator.next(new.count))
                case 1: new.insert(rows[generator.next(rows.count)], at: generator.next(new.count + 1))
                default: if !new.isEmpty { new[generator.next(new.count)] = rows[generator.next(rows.count)] }
                }
            }
            let ids = Dictionary(rows.enumerated().map { (Array($0.element.utf8), $0.offset) }, uniquingKeysWith: { first, _ in first })
            let expected = MyersDiff.edits(from: old.map { ids[Array($0.utf8)]! }, to: new.map { ids[Array($0.utf8)]! })

            let edits = LineDiff.edits(from: old.map { Substring($0) }, to: new.map { Substring($0) })

            #expect(edits == expected, "round \(round): \(old) → \(new)")
        }
    }

    @Test("Lines are equal by their bytes: a composed and a decomposed é differ")
    func byteEquality() {
        let edits = LineDiff.edits(from: ["a", "│ é │", "b"], to: ["a", "│ e\u{301} │", "b"])
        #expect(edits.editDistance == 2)
        #expect(edits.map(\.kind) == [.equal, .delete, .insert, .equal])
    }

    @Test("Splitting finds every line of a long text, wide characters included")
    func splitLongText() {
        let lines = (0..<500).map { "│ row \($0) ╌ 漢字 🙂 │" }
        #expect(TextLines.split(lines.joined(separator: "\n") + "\n") == lines.map { Substring($0) })
        #expect(TextLines.split("a\n\nb") == ["a", "", "b"])
    }

    @Test("Splitting finds newlines as splitting by characters does, wide glyphs and empty lines included")
    func splitMatchesCharacterSplit() {
        var generator = SeededGenerator(seed: 5)
        let pieces = ["a", "\n", "│", "日本", "🥒", "", "é", "\n\n"]
        for _ in 0..<500 {
            let text = (0..<generator.next(12)).map { _ in pieces[generator.next(pieces.count)] }.joined()
            var expected = text.split(separator: "\n", omittingEmptySubsequences: false)
            if text.hasSuffix("\n") { expected.removeLast() }
            #expect(TextLines.split(text) == (text.isEmpty ? [] : expected), "\(text.debugDescription)")
        }
    }
}

