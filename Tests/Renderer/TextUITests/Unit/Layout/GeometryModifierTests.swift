import Foundation
import Testing
import TextUI

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

@MainActor
@Suite("Position, line-limit ranges and collection edits")
struct PositionAndEditsTests {
    @Test("A positioned view is centered on its point and takes the space offered")
    func position() {
        // 40 pt across is column 5; 16 pt down is row 1.
        let view = Text("ab").position(x: 40, y: 16).frame(width: 80, height: 48)
        #expect(Rendering.rows(view) == ["          ", "    ab    ", "          "])
    }

    @Test("A line-limit range caps the lines at its upper bound")
    func lineLimitRange() {
        let view = Text("one two three four").lineLimit(1...2)
        #expect(Rendering.rows(view, width: 5).count == 2)
    }

    @Test("Removing and moving by offsets edits as a list's delete and move hand them over")
    func collectionEdits() {
        var items = ["a", "b", "c", "d"]
        items.remove(atOffsets: IndexSet([1, 3]))
        #expect(items == ["a", "c"])

        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
        letters.move(fromOffsets: IndexSet([3]), toOffset: 0)
        #expect(letters == ["d", "b", "c", "a"])
    }

    @Test("Two foreground styles are both named")
    func paletteStyles() {
        #expect(Rendering.semantics(Image(systemName: "star.fill").foregroundStyle(.yellow, .orange)).first?.contains("yellow+orange") == true)
    }
}
