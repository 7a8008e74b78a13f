import Foundation
import Testing
import TextUI

@MainActor
@Suite("Text: dates, formats, joins and styling")
struct TextFormatsTests {
    /// 2026-11-26 13:05 UTC.
    private let date = Date(timeIntervalSince1970: 1_795_698_300)

    @Test("A date in a style is written for the render's locale and time zone, UTC by default")
    func dateStyles() {
        // ICU writes a narrow no-break space before the period, as iOS does.
        #expect(Rendering.rows(Text(date, style: .time)) == ["1:05\u{202F}PM"])
        #expect(Rendering.rows(Text(date, style: .date)) == ["November 26, 2026"])
        let spanish = Text(date, style: .date).environment(\.locale, Locale(identifier: "es_ES"))
        #expect(Rendering.rows(spanish) == ["26 de noviembre de 2026"])
    }

    @Test("A style that counts from now shows the date and names its style: a render never reads the clock")
    func relativeStyles() {
        let semantics = Rendering.semantics(Text(date, style: .relative))
        #expect(semantics.count == 1)
        #expect(semantics[0].hasSuffix("dateStyle=relative"))
        #expect(semantics[0].contains("2026"))
    }

    @Test("A value in a format is written by the format")
    func formats() {
        #expect(Rendering.rows(Text(1234.5, format: .number.precision(.fractionLength(1)).locale(Locale(identifier: "en_US")))) == ["1,234.5"])
    }

    @Test("Two texts joined read as one")
    func joinedTexts() {
        let joined = Text("Total: ") + Text("42").bold()
        #expect(Rendering.rows(joined) == ["Total: 42"])
    }

    @Test("A key interpolates printf specifiers, symbols and dates")
    func keyInterpolations() {
        let amount = 12.345
        #expect(Rendering.rows(Text("\(amount, specifier: "%.1f") g")) == ["12.3 g"])
        #expect(Rendering.rows(Text("\(Image(systemName: "star.fill")) Favorites")) == ["★ Favorites"])
        #expect(Rendering.rows(Text("\(date, style: .date)")) == ["November 26, 2026"])
    }

    @Test("textCase draws capitals; underline and tracking are named on the text")
    func styling() {
        #expect(Rendering.rows(Text("Section").textCase(.uppercase)) == ["SECTION"])
        #expect(Rendering.semantics(Text("Link").underline().tracking(2)) == ["Text \"Link\" underline=true tracking=2"])
        #expect(Rendering.semantics(Text("Gone").strikethrough(color: .red)) == ["Text \"Gone\" strikethrough=red"])
    }

    @Test("An attributed string and a substring show their characters")
    func otherStrings() {
        #expect(Rendering.rows(Text(AttributedString("Rich"))) == ["Rich"])
        #expect(Rendering.rows(Text("Hello, world".prefix(5))) == ["Hello"])
    }
}

@MainActor
@Suite("Font cuts a grid does not draw")
struct FontCutTests {
    @Test("Width and small capitals keep the font's name; a text's width is named")
    func widthAndSmallCaps() {
        #expect(Font.body.smallCaps() == .body)
        #expect(Font.body.leading(.tight).width(.condensed) == .body)
        #expect(Rendering.semantics(Text("Tight").fontWidth(.condensed)) == ["Text \"Tight\" fontWidth=condensed"])
        #expect(Rendering.semantics(Text("Wide").fontWidth(Font.Width(0.5))) == ["Text \"Wide\" fontWidth=0.5"])
    }

    @Test("The layout direction is left to right unless a test sets it")
    func layoutDirection() {
        #expect(EnvironmentValues().layoutDirection == .leftToRight)
    }
}
