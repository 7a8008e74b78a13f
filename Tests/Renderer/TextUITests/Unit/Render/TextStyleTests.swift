import Testing
import TextUI

/// `Text`'s own `font`, `foregroundStyle`, `bold`, `italic` and `lineLimit` keep the
/// style in the text; they must render exactly as the view modifiers of the same names.
@MainActor
@Suite("Text styles")
struct TextStyleTests {
    private static let long = "Citadel of Ricks, somewhere far away"

    @Test("Styling a text renders as the view modifiers do")
    func sameAsViewModifiers() {
        let own = Text(Self.long).font(TestFont.title).foregroundStyle(TestColor.secondary).bold().italic().lineLimit(1)
        // `AnyView` is not a `Text`: the same calls go through the environment.
        let modified = AnyView(Text(Self.long)).font(TestFont.title).foregroundStyle(TestColor.secondary).bold().italic().lineLimit(1)

        // The header names the root view, which differs; the screen and semantics must not.
        let ownRender = Rendering.render(own, width: 12), modifiedRender = Rendering.render(modified, width: 12)
        #expect(ownRender.screen == modifiedRender.screen)
        #expect(ownRender.semantics == modifiedRender.semantics)
        #expect(Rendering.semantics(own, width: 12).first?.contains("title secondary") == true)
    }

    @Test("The innermost style wins, as with view modifiers")
    func innermostWins() {
        let text = Text("Rick").font(TestFont.title).font(TestFont.caption).bold(false).bold()

        #expect(Rendering.semantics(text) == Rendering.semantics(AnyView(Text("Rick")).font(TestFont.title).font(TestFont.caption).bold(false).bold()))
        #expect(Rendering.semantics(text).first?.contains("title") == true)
        #expect(Rendering.semantics(text).first?.contains("bold") == false)
    }

    @Test("A text's own style wins over its container's; a nil line limit lifts the container's")
    func overContainer() {
        let view = VStack {
            Text(Self.long).lineLimit(nil).font(TestFont.caption)
        }
        .lineLimit(1)
        .font(TestFont.title)

        #expect(Rendering.rows(view, width: 12).count > 1)
        #expect(Rendering.semantics(view, width: 12).first?.contains("caption") == true)
    }

    @Test("Texts are equal when their strings and styles are")
    func equality() {
        #expect(Text("a").font(TestFont.body) == Text("a").font(TestFont.body))
        #expect(Text("a").font(TestFont.body) != Text("a").font(TestFont.title))
        #expect(Text("a").lineLimit(nil) != Text("a"))
        #expect(Text("a") != Text("b"))
    }
}
