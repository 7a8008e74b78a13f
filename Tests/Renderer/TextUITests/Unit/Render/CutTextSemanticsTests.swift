import Testing
import TextUI

/// A cut text's shown part is quoted like any text: copied as it is when the whole text
/// needs no escaping, escaped when it does.
@MainActor
@Suite("Cut text semantics")
struct CutTextSemanticsTests {
    @Test("Quotes in a cut text are escaped in what it shows and in its full text")
    func escapedCut() {
        let line = Rendering.semantics(Text("say \"hi\" to everyone").lineLimit(1), width: 10).first
        #expect(line == #"Text "say \"hi\"…" truncated full="say \"hi\" to everyone""#)
    }

    @Test("A cut text with accents and nothing to escape shows its clusters as they are")
    func plainCut() {
        let line = Rendering.semantics(Text("ñandú corre lejos").lineLimit(1), width: 8).first
        #expect(line == #"Text "ñandú c…" truncated full="ñandú corre lejos""#)
    }
}
