import Testing
@_spi(TextUI) import TextUI

/// The scheme a render is for, as its header says it.
@MainActor
@Suite("The header names a dark render")
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
}
