import Testing
import TextUI
@testable import TextUICore
import UIKit

/// The scheme a render is for, as its header says it.
@MainActor
@Suite("Dark renders: the header, and colors made for both schemes")
struct ColorSchemeHeaderTests {
    private struct Scheme: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View { Text(scheme == .dark ? "dark text" : "light text") }
    }

    private func header(_ view: some View, startingDark: Bool = false, namesLight: Bool = false) -> String {
        var renderer = ScreenRenderer(mode: .component(width: nil)) { if startingDark { $0.colorScheme = .dark } }
        renderer.namesLightScheme = namesLight
        return String(renderer.render(view).text.prefix { $0 != "\n" })
    }

    @Test("Light says nothing, unless the strategy asks; dark always says so")
    func lightAndDark() {
        #expect(!header(Scheme()).contains("light") && !header(Scheme()).contains("dark"))
        #expect(header(Scheme(), namesLight: true).hasSuffix(" · light · en"))
        #expect(header(Scheme(), startingDark: true).hasSuffix(" · dark · en"))
    }

    @Test("preferredColorScheme reaches the header and the views inside; the outermost wins")
    func preferred() {
        #expect(header(Scheme().preferredColorScheme(.dark)).hasSuffix(" · dark · en"))
        #expect(!header(Scheme().preferredColorScheme(.light), startingDark: true).contains("dark"))
        #expect(header(VStack { Scheme().preferredColorScheme(.light) }.preferredColorScheme(.dark)).hasSuffix(" · dark · en"))
        #expect(header(Scheme().preferredColorScheme(nil), startingDark: true).hasSuffix(" · dark · en"))
        let render = ScreenRenderer(mode: .component(width: nil)).render(Scheme().preferredColorScheme(.dark)).text
        #expect(render.contains("dark text"))
    }

    @Test("The older colorScheme(_:) puts the views inside in that scheme; the render's own scheme stays")
    func olderColorSchemeModifier() {
        let render = ScreenRenderer(mode: .component(width: nil)).render(Scheme().colorScheme(.dark)).text
        #expect(render.contains("dark text"))
        #expect(!header(Scheme().colorScheme(.dark)).contains("dark"))
    }

    private static let ink = UIColor { $0.userInterfaceStyle == .dark ? .white : UIColor(red: 0.2, green: 0.22, blue: 0.27, alpha: 1) }

    private func semantics(_ view: some View, dark: Bool) -> String {
        let renderer = ScreenRenderer(mode: .component(width: nil)) { if dark { $0.colorScheme = .dark } }
        let text = renderer.render(view).text
        return String(text[text.range(of: "semantics\n")!.upperBound...])
    }

    @Test("A UIColor with a dynamic provider prints the value of the render's scheme, wherever it is used")
    func dynamicColors() {
        let view = VStack {
            Text("Title").foregroundStyle(Color(uiColor: Self.ink))
            Text("Faded").foregroundColor(Color(Self.ink).opacity(0.5))
            Text("Badge").padding().background(Color(uiColor: Self.ink), in: Capsule())
        }
        let light = semantics(view, dark: false)
        let dark = semantics(view, dark: true)
        #expect(light.contains("Text \"Title\" #333845"), "\(light)")
        #expect(dark.contains("Text \"Title\" white"), "\(dark)")
        #expect(light.contains("(#333845 50%)") && dark.contains("(white 50%)"), "\(light)\n\(dark)")
        #expect(dark.contains("background=white") && light.contains("background=#333845"), "\(light)\n\(dark)")
        #expect(!dark.contains("\u{1E}") && !light.contains("\u{1F}"))
        #expect(Self.ink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
    }

    @Test("A color the same in both schemes, or made for one, prints as it was made")
    func plainColors() {
        let same = UIColor { _ in .red }
        #expect(Paint(same) == .named("red"), "one color, not a pair")
        #expect(semantics(Text("x").foregroundStyle(Color(uiColor: same)), dark: true).contains("Text \"x\" red"))
        #expect(semantics(Text("x").foregroundStyle(Color.blue), dark: true).contains("Text \"x\" blue"))
    }
}
