import Testing
import TextUI
@testable import TextUICore

@Suite("CellCanvas")
struct CanvasTests {
    private let everywhere = Rect(x: 0, y: 0, width: 100, height: 100)

    private func line(_ text: String) -> TextLine {
        TextLine(clusters: TextCluster.segment(text))
    }

    @Test("A wide glyph whose second cell is clipped becomes a space")
    func clippedWideGlyph() {
        var canvas = CellCanvas(width: 4, height: 1)
        canvas.text(line("ab漢"), column: 0, row: 0, clip: Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(canvas.rows() == ["ab  "])
    }

    @Test("Drawing over half of a wide glyph blanks the other half")
    func overwriteHalf() {
        var canvas = CellCanvas(width: 4, height: 1)
        canvas.text(line("漢字"), column: 0, row: 0, clip: everywhere)
        canvas.text(line("x"), column: 1, row: 0, clip: everywhere)
        #expect(canvas.rows() == [" x字"])
        canvas.text(line("y"), column: 2, row: 0, clip: everywhere)
        #expect(canvas.rows() == [" xy "])
    }

    @Test("Emoji sequences survive the round trip through the grid")
    func clusters() {
        var canvas = CellCanvas(width: 6, height: 1)
        canvas.text(line("👩‍🚀é\u{301}🇪🇸"), column: 0, row: 0, clip: everywhere)
        #expect(canvas.rows() == ["👩‍🚀é\u{301}🇪🇸 "])
    }

    @Test("Boxes: corners, edges, and one-row boxes as lines")
    func boxes() {
        var canvas = CellCanvas(width: 5, height: 4)
        canvas.box(Rect(x: 0, y: 0, width: 5, height: 3), style: .make(weight: .light, rounded: true), clip: everywhere)
        canvas.box(Rect(x: 0, y: 3, width: 5, height: 1), style: .make(weight: .heavy, rounded: false), clip: everywhere)
        #expect(canvas.rows() == ["╭───╮", "│   │", "╰───╯", "━━━━━"])
    }

    @Test("A box edge over half of a wide glyph blanks the other half, across and down")
    func edgeOverWideGlyph() {
        // Edges are filled as runs; once a wide glyph is drawn they must look at each cell.
        var canvas = CellCanvas(width: 5, height: 3)
        canvas.text(line("漢字"), column: 0, row: 1, clip: everywhere)
        canvas.column(0x2502, from: 0, to: 3, at: 1, clip: everywhere)
        #expect(canvas.rows() == [" │   ", " │字 ", " │   "])
        canvas.row(0x2500, from: 0, to: 3, at: 1, clip: everywhere)
        #expect(canvas.rows() == [" │   ", "───  ", " │   "])
    }

    @Test("Lines inside the clip are copied cell for cell; zero-width clusters take none")
    func plainLines() {
        var canvas = CellCanvas(width: 6, height: 2)
        canvas.box(Rect(x: 0, y: 0, width: 6, height: 1), style: .make(weight: .light, rounded: false), clip: everywhere)
        canvas.text(line("abc"), column: 1, row: 0, clip: everywhere)
        canvas.text(line("a\u{200B}b"), column: 0, row: 1, clip: everywhere)
        canvas.text(line("é"), column: 3, row: 1, clip: everywhere)
        #expect(canvas.rows() == ["─abc──", "ab é  "])
    }

    @Test("Nothing is drawn outside the canvas or the clip")
    func clipping() {
        var canvas = CellCanvas(width: 3, height: 1)
        canvas.text(line("abcdef"), column: -2, row: 0, clip: Rect(x: 0, y: 0, width: 2, height: 1))
        #expect(canvas.rows() == ["cd "])
    }
}
