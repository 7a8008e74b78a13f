import RenderFormat
import Testing
import UIKit
import TextUI
@testable import TextUICore

/// The colors a render paints for its colored picture: from the view, by name, in the
/// render's scheme; a plain render paints none.
@MainActor
@Suite("Colored pictures")
struct ColorPictureTests {
    private func colored(_ view: some View, width: Int = 20, dark: Bool = false) -> TextRender {
        var renderer = ScreenRenderer(mode: .component(width: width)) { if dark { $0.colorScheme = .dark } }
        renderer.paintsColors = true
        return renderer.render(view)
    }

    /// The run that holds `column` of the picture's `row` (from 0).
    private func run(_ render: TextRender, row: Int, column: Int) -> ColorPicture.Run? {
        render.colors?.runs.first { $0.line == row + 3 && $0.column <= column + 1 && column + 1 < $0.column + $0.length }
    }

    @Test("A plain render paints nothing; a colored one has the same text")
    func plainRenderHasNoColors() {
        let view = Text("Alive").foregroundStyle(.green)
        let plain = ScreenRenderer(mode: .component(width: 20)).render(view)
        #expect(plain.colors == nil)
        #expect(colored(view).text == plain.text)
    }

    @Test("Text in its color, a card's fill behind its content, the screen's own colors elsewhere")
    func textAndCard() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Alive").foregroundStyle(.green).padding().background(Color.yellow, in: RoundedRectangle(cornerRadius: 8))
            Text("plain")
        }
        let render = colored(view)
        // Row 1 is the card's text row: "│ Alive │" with padding of two columns.
        #expect(run(render, row: 1, column: 2)?.foreground == "#34C759")
        #expect(run(render, row: 1, column: 2)?.background == "#FFCC00")
        // The outline is the separator's color, on the fill.
        #expect(run(render, row: 0, column: 0)?.foreground == "#C6C6C8")
        #expect(run(render, row: 0, column: 0)?.background == "#FFCC00")
        // Below the card: black on white.
        #expect(run(render, row: 3, column: 0)?.foreground == "#000000")
        #expect(run(render, row: 3, column: 0)?.background == "#FFFFFF")
    }

    @Test("Dark mode: the screen is black, labels white, system colors their dark values")
    func darkMode() {
        let view = VStack(spacing: 0) {
            Text("title")
            Text("alive").foregroundStyle(Color(uiColor: .systemGreen))
        }
        let render = colored(view, dark: true)
        #expect(render.text.contains(" · dark · "))
        // A component is as wide as its view: the stack's texts start at column 0.
        #expect(run(render, row: 0, column: 2)?.foreground == "#FFFFFF")
        #expect(run(render, row: 0, column: 2)?.background == "#000000")
        #expect(run(render, row: 1, column: 2)?.foreground == "#30D158")
    }

    @Test("A stroked overlay colors its outline, not the text inside it")
    func strokedOverlay() {
        let view = Text("name").foregroundStyle(.green).padding().overlay { RoundedRectangle(cornerRadius: 8).stroke(Color.red) }
        let render = colored(view)
        #expect(run(render, row: 0, column: 0)?.foreground == "#FF3B30")
        #expect(run(render, row: 1, column: 2)?.foreground == "#34C759")
    }

    @Test("A translucent fill is mixed with what is under it")
    func translucentFill() {
        let view = Text("pill").padding().background(Color.black.opacity(0.5), in: Capsule())
        #expect(run(colored(view), row: 1, column: 3)?.background == "#808080")
    }

    @Test("Colors resolve as they were made, for the scheme: never from a printed name")
    func palette() {
        let white = ColorPalette.RGB(0xFFFFFF)
        func hex(_ color: Color, dark: Bool = false) -> String? { color.paint.rgb(dark: dark, over: white)?.hex }
        #expect(hex(Color(uiColor: .label)) == "#000000")
        #expect(hex(Color(uiColor: .secondaryLabel), dark: true) == "#8D8D93")
        #expect(hex(Color(red: 0x33 / 255, green: 0x38 / 255, blue: 0x44 / 255)) == "#333844")
        #expect(hex(Color.black.opacity(0.1)) == "#E6E6E6")
        #expect(hex(Color.red, dark: true) == "#FF453A")
        #expect(hex(Color.clear) == nil)
        #expect(hex(Color("BrandInk")) == nil, "an asset's color is not guessed")
        #expect(hex(Color("label")) == nil, "an asset named like a system color is still an asset")
        let translucentTwice = Color(uiColor: UIColor(red: 0, green: 0, blue: 0, alpha: 0.5)).opacity(0.5)
        #expect(translucentTwice.name == "(#000000 50% 50%)")
        #expect(hex(translucentTwice) == "#C0C0C0", "each opacity over what is under it: black at 50%, then that at 50%")
    }

    @Test("A design token named in a view's body paints the color it gives, and prints its name")
    func tokenColor() {
        let render = colored(TokenScreen())
        #expect(render.semantics.contains { $0.contains("success") })
        #expect(run(render, row: 0, column: 0)?.foreground == "#34C759")
    }

    @Test("The file format reads back what it writes, and refuses anything else")
    func fileFormat() {
        let picture = ColorPicture(runs: [
            .init(line: 3, column: 1, length: 5, foreground: "#000000", background: nil),
            .init(line: 4, column: 2, length: 1, foreground: nil, background: "#FFCC00"),
        ])
        #expect(picture.text == "colors 1\n3 1 5 #000000 -\n4 2 1 - #FFCC00\n")
        #expect(ColorPicture(parsing: picture.text) == picture)
        #expect(ColorPicture(parsing: "colors 2\n3 1 5 - -\n") == nil)
        #expect(ColorPicture(parsing: "colors 1\n3 1 5 green -\n") == nil)
        #expect(ColorPicture.picture(of: "Head\n┌┐\n└┘\nsemantics\nText \"a\"\n") == "Head\n┌┐\n└┘")
        #expect(ColorPalette.RGB(0x1C1C1E).hex == "#1C1C1E")
    }
}

/// A screen whose body names a token, as a design system's views do: tokens note their
/// colors as a colored render resolves the bodies.
private struct TokenScreen: View {
    var body: some View {
        Text("ok").foregroundStyle(PaintedToken.success)
    }
}

/// A design system's token that gives its color.
private enum PaintedToken: String, _ColorValue {
    case success
    var tokenName: String { rawValue }
    var color: Color? { Color(uiColor: .systemGreen) }
}

/// The navigation bar's own colors, as `toolbarBackground` and `toolbarColorScheme` set them.
@MainActor
@Suite("Navigation bar colors")
struct NavigationBarColorTests {
    private func screen(_ view: some View) -> TextRender {
        var renderer = ScreenRenderer(device: .iPhoneSE)
        renderer.paintsColors = true
        return renderer.render(view)
    }

    @Test("A bar's fill and scheme are named on its stack, and paint its title white on the fill")
    func barColors() {
        let render = screen(NavigationStack {
            Text("content")
                .navigationTitle("About")
                .toolbarBackground(Color.blue, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        })
        #expect(render.semantics.first == "NavigationStack title=\"About\" titleDisplayMode=large titleColor=white barBackground=blue")
        // The large title's row: "About" at column 2, white on systemBlue.
        let title = render.colors?.runs.first { $0.line == 4 && $0.column <= 3 && 3 < $0.column + $0.length }
        #expect(title?.foreground == "#FFFFFF")
        #expect(title?.background == "#007AFF")
        // The page is not a card: the bar's fill draws no outline.
        #expect(!render.text.contains("╭"))
    }

    @Test("Without them the title is the screen's text and nothing is named")
    func defaultBar() {
        let render = screen(NavigationStack { Text("content").navigationTitle("About") })
        #expect(render.semantics.first == "NavigationStack title=\"About\" titleDisplayMode=large")
    }
}
