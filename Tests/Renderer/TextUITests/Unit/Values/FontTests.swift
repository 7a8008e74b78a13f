import Testing
import TextUI

@MainActor
@Suite("Font")
struct FontTests {
    @Test("A font is named by how it was made", arguments: [
        (Font.headline, "headline"),
        (.largeTitle, "largeTitle"),
        (.caption2, "caption2"),
        (.system(.headline, design: .rounded, weight: .semibold), "(headline rounded semibold)"),
        (.system(.body, design: .serif), "(body serif)"),
        (.system(.body, design: .default), "body"),
        (.system(size: 56, weight: .bold), "(system 56pt bold)"),
        (.system(size: 12.5), "(system 12.5pt)"),
        (.system(size: 17, weight: .regular, design: .monospaced), "(system 17pt monospaced regular)"),
        (.custom("Avenir", size: 14), "(custom Avenir 14pt)"),
        (Font.title.bold(), "(title bold)"),
        (Font.body.weight(.light).italic(), "(body light italic)"),
        (Font.caption.monospaced(), "(caption monospaced)"),
        (Font.body.monospacedDigit(), "(body monospacedDigit)"),
    ])
    func names(font: Font, printed: String) {
        #expect(Rendering.semantics(Text("a").font(font)) == ["Text \"a\" \(printed)"])
    }

    @Test("The view modifier and Text's own print the same")
    func viewAndTextModifiersAgree() {
        let font = Font.system(.title2, design: .rounded, weight: .semibold)
        #expect(Rendering.semantics(Text("a").font(font)) == Rendering.semantics(VStack { Text("a") }.font(font)))
    }

    @Test("The innermost font wins; nil goes back to the default")
    func innermostWins() {
        let view = VStack {
            Text("inner").font(.caption)
            Text("outer")
            Text("default").font(nil)
        }
        .font(.headline)
        #expect(Rendering.semantics(view) == [
            "Text \"inner\" caption",
            "Text \"outer\" headline",
            "Text \"default\"",
        ])
    }

    @Test("A design system's token prints its name, not the font it stands for")
    func tokensKeepTheirNames() {
        #expect(Rendering.semantics(Text("a").font(TestFont.title)) == ["Text \"a\" title"])
        #expect(Rendering.semantics(VStack { Text("a") }.font(TestFont.caption)) == ["Text \"a\" caption"])
    }

    @Test("Fonts of one making are equal")
    func equality() {
        #expect(Font.system(.headline, weight: .bold) == Font.headline.bold())
        #expect(Font.headline != Font.headline.italic())
    }
}
