import Testing
import TextUI

@MainActor
@Suite("Reading a render back")
struct TextRenderSectionsTests {
    @Test("A render read back from its text has the same header, screen and semantics")
    func roundTrip() {
        let render = Rendering.render(Text("Rick").accessibilityIdentifier("name"))
        let read = TextRender(text: render.text).sections

        #expect(read.header == render.header)
        #expect(read.screen == render.screen)
        #expect(read.semantics == ["Text #name \"Rick\""])
        #expect(read.warnings.isEmpty)
    }

    @Test("Any text reads without trouble: sections in any order, or none")
    func anyText() {
        let odd = TextRender(text: "title\nwarnings\n  late\nsemantics\nText \"a\"\n").sections
        #expect(odd.header == "title")
        #expect(odd.warnings == ["late"])
        #expect(odd.semantics == ["Text \"a\""])
        #expect(TextRender(text: "").sections.header == nil)
        #expect(TextRender(text: "just\nlines\n").sections.screen == ["lines"])
    }
}
