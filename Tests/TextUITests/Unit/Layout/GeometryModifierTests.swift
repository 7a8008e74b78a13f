import Testing
@_spi(TextUI) import TextUI

@MainActor
@Suite("Safe area insets, preferences and popovers")
struct GeometryModifierTests {
    private struct Titles: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    @Test("A bottom inset sits under the view it insets; a top one above")
    func safeAreaInset() {
        let bottom = Text("List").safeAreaInset(edge: .bottom) { Text("Bar") }
        let top = Text("List").safeAreaInset(edge: .top) { Text("Bar") }

        #expect(Rendering.rows(bottom) == ["List", "Bar "])
        #expect(Rendering.rows(top) == ["Bar ", "List"])
    }

    @Test("An overlay from a preference is drawn for the key's default value")
    func preferenceOverlay() {
        let view = Text("Body").preference(key: Titles.self, value: ["x"]).overlayPreferenceValue(Titles.self) { titles in
            Text("\(titles.count)")
        }
        #expect(Rendering.rows(view) == ["B0dy"])
        #expect(Rendering.semantics(view).contains { $0.contains("Text \"0\"") })
    }

    @Test("A popover on a phone is a sheet")
    func popoverIsSheet() {
        let view = Text("Screen").popover(isPresented: .constant(true)) { Text("Pop") }
        let semantics = ScreenRenderer(device: .iPhoneSE).render(view).semantics
        #expect(semantics.contains { $0.hasPrefix("Sheet") })
    }
}
