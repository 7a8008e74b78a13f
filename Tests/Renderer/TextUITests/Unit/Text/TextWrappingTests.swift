import Testing
import TextUI

@MainActor
@Suite("Text wrapping and truncation")
struct TextWrappingTests {
    @Test("Words wrap at spaces; spaces at a break are dropped")
    func wrapsAtSpaces() {
        #expect(Rendering.rows(Text("the quick brown fox"), width: 9) == ["the quick", "brown fox"])
        #expect(Rendering.rows(Text("the quick brown fox"), width: 10) == ["the quick ", "brown fox "])
    }

    @Test("A word longer than the line breaks between characters")
    func hardBreaks() {
        #expect(Rendering.rows(Text("abcdefghij"), width: 4) == ["abcd", "efgh", "ij  "])
    }

    @Test("Ideographs break between each other, with no spaces")
    func ideographs() {
        // Each ideograph takes two cells; five cells hold two of them.
        #expect(Rendering.rows(Text("漢字漢字漢"), width: 5) == ["漢字 ", "漢字 ", "漢   "])
    }

    @Test("A wide glyph is never cut in half at the edge of a line")
    func wideGlyphNotCut() {
        #expect(Rendering.rows(Text("a漢"), width: 2) == ["a ", "漢"])
    }

    @Test("A wide glyph that no line can hold is left out, and the semantics say so")
    func wideGlyphOnOneCellLine() {
        #expect(Rendering.rows(Text("a漢b"), width: 1) == ["a", "b"])
        #expect(Rendering.semantics(Text("a漢b"), width: 1) == ["Text \"a b\" truncated full=\"a漢b\""])
        #expect(Rendering.semantics(Text("漢"), width: 1) == ["Text \"\" truncated full=\"漢\""])
    }

    @Test("Explicit newlines start new lines")
    func newlines() {
        #expect(Rendering.rows(Text("one\ntwo")) == ["one", "two"])
    }

    @Test("lineLimit keeps the first lines and ends the last one with …")
    func lineLimit() {
        #expect(Rendering.rows(Text("the quick brown fox jumps").lineLimit(2), width: 9) == ["the quick", "brown fo…"])
    }

    @Test("Truncation modes", arguments: [
        (TruncationMode.tail, "Earth (Re…"),
        (TruncationMode.head, "…imension)"),
        (TruncationMode.middle, "Earth…ion)"),
    ])
    func truncationModes(mode: TruncationMode, expected: String) {
        let view = Text("Earth (Replacement Dimension)").lineLimit(1).truncationMode(mode)
        let rows = Rendering.rows(view, width: 10)
        #expect(rows == [expected.padding(toLength: 10)])
    }

    @Test("A label wider than its column, its lines limited, ends in … inside the column, clear of its neighbour")
    func labelInAColumn() {
        let row = HStack(alignment: .firstTextBaseline) {
            Text("subheadline label").lineLimit(1).frame(width: 80, alignment: .leading)
            Text("Sample")
        }
        // 80 pt is ten columns; then the standard spacing and the neighbour.
        #expect(Rendering.rows(row) == ["subheadli… Sample"])
    }

    @Test("Without a limit, a label wider than its column wraps inside it, as on the device")
    func labelWrapsInItsColumn() {
        let row = HStack(alignment: .top) {
            Text("caption2").frame(width: 40, alignment: .leading)
            Text("Sample")
        }
        #expect(Rendering.rows(row) == ["capti Sample", "on2         "])
    }

    @Test("A frame's height limits the lines: the last one shown ends in …")
    func heightLimitsLines() {
        #expect(Rendering.rows(Text("Sample Text here").frame(width: 40, height: 16)) == ["Samp…"])
        #expect(Rendering.rows(Text("one two three four").frame(width: 64, height: 32)) == ["one two ", "three f…"])
    }

    @Test("At one cell a truncated text is just the ellipsis")
    func oneCell() {
        #expect(Rendering.rows(Text("abc").lineLimit(1), width: 1) == ["…"])
    }

    @Test("The semantics keep the full text of a truncated one")
    func semanticsKeepFullText() {
        let semantics = Rendering.semantics(Text("Citadel of Ricks").lineLimit(1), width: 8)
        #expect(semantics == ["Text \"Citadel…\" truncated full=\"Citadel of Ricks\""])
    }

    @Test("Wrapped lines follow the multiline alignment")
    func multilineAlignment() {
        let view = Text("aa bbbb").multilineTextAlignment(.center)
        #expect(Rendering.rows(view, width: 4) == [" aa ", "bbbb"])
    }

    @Test("Combining marks and zero-width characters take no cell")
    func zeroWidth() {
        #expect(Rendering.rows(Text("e\u{301}x")) == ["e\u{301}x"])
        #expect(Rendering.rows(Text("a\u{200B}b")) == ["ab"])
    }

    @Test("Emoji take two cells, sequences included")
    func emoji() {
        #expect(Rendering.rows(Text("👩‍🚀|🇪🇸|")) == ["👩‍🚀|🇪🇸|"])
        #expect(Rendering.render(Text("👩‍🚀|🇪🇸|")).screen[0] == "┌──────┐")
    }
}

private extension String {
    func padding(toLength length: Int) -> String {
        self + String(repeating: " ", count: max(0, length - count))
    }
}
