import Testing
import TextUI

@MainActor
@Suite("Padding and frames")
struct PaddingAndFrameTests {
    @Test("Padding converts points once per axis: 16 pt is 2 columns but 1 row")
    func padding() {
        #expect(Rendering.rows(Text("x").padding(TestSpacing.one)) == ["     ", "  x  ", "     "])
    }

    @Test("Padding on some edges only")
    func paddingEdges() {
        #expect(Rendering.rows(Text("x").padding(.leading, TestSpacing.one)) == ["  x"])
        #expect(Rendering.rows(Text("x").padding(.vertical, TestSpacing.one)) == [" ", "x", " "])
    }

    @Test("A fixed frame has its size whatever the content, and centers it")
    func fixedFrame() {
        let view = Text("ab").frame(width: TestDimension.medium, height: TestDimension.medium)
        // 48 pt: 6 columns, 3 rows.
        #expect(Rendering.rows(view) == ["      ", "  ab  ", "      "])
    }

    @Test("Frame alignment places the content inside")
    func frameAlignment() {
        let view = Text("ab").frame(width: TestDimension.medium, height: TestDimension.medium, alignment: .bottomTrailing)
        #expect(Rendering.rows(view) == ["      ", "      ", "    ab"])
    }

    @Test("maxWidth .infinity takes all that is offered")
    func maxWidthInfinity() {
        let view = Text("ab").frame(maxWidth: .infinity, alignment: .leading)
        #expect(Rendering.rows(view, width: 8) == ["ab      "])
        // Without a width to take, it is the content's width.
        #expect(Rendering.rows(view) == ["ab"])
    }

    @Test("minWidth makes a small view wider; maxWidth caps a large one")
    func minAndMax() {
        #expect(Rendering.rows(Text("ab").frame(minWidth: 48)) == ["  ab  "])
        #expect(Rendering.rows(Text("abcdefgh").frame(maxWidth: 48).lineLimit(1), width: 9) == ["abcde…   "])
    }

    @Test("fixedSize keeps a text on one line even when offered less")
    func fixedSize() {
        let view = Text("one two three").fixedSize()
        let render = Rendering.render(view, width: 5)
        #expect(render.screen[1] == "│one t│")
        #expect(render.semantics == ["Text \"one two three\" overflow=+8×0"])
    }

    @Test("Frames and padding pass identifiers to the view they wrap")
    func identifiersReachTheContent() {
        let view = Text("ab").padding(TestSpacing.one).frame(width: TestDimension.large).accessibilityIdentifier("label")
        #expect(Rendering.semantics(view) == ["Text #label \"ab\""])
    }
}
