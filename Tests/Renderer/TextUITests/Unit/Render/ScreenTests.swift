import Foundation
import Testing
import RenderContext
import TextUI

@MainActor
@Suite("Device screens")
struct ScreenTests {
    @Test("The header names the view, the state, the device and the locale")
    func header() {
        struct Greeting: View {
            var body: some View { Text("hi") }
        }
        let render = ScreenRenderer(device: .iPhoneSE, locale: Locale(identifier: "es")).render(Greeting(), name: "loaded")
        #expect(render.header == "Greeting · loaded · iPhone SE 46×41 (8×16 pt) · es")
    }

    @Test("The screen is framed and has the device's size; content is centered")
    func framedScreen() {
        let render = ScreenRenderer(device: .iPhoneSE).render(Text("hi"))
        #expect(render.screen.count == 41 + 2)
        #expect(render.screen.first == "┌" + String(repeating: "─", count: 46) + "┐")
        #expect(render.screen[1 + 20] == "│" + String(repeating: " ", count: 22) + "hi" + String(repeating: " ", count: 22) + "│")
    }

    @Test("A scroll view taller than the screen is unrolled below a fold marker")
    func unrolledScrollView() {
        let view = ScrollView {
            VStack(alignment: .leading) {
                ForEach(0..<50) { Text("row \($0)") }
            }
        }
        let render = ScreenRenderer(device: .iPhoneSE).render(view)
        let rows = render.screen.dropFirst().dropLast()
        // 41 rows of screen, the fold marker, and the 9 rows below it.
        #expect(rows.count == 50 + 1)
        #expect(rows[rows.startIndex + 41].hasPrefix("├╌╌") && rows[rows.startIndex + 41].contains(" end of screen "))
        #expect(rows.last?.contains("row 49") == true)
        #expect(render.semantics.count == 1 + 50)
    }

    @Test("Views below an unrolled scroll view move down with it")
    func contentBelowScrollMovesDown() {
        let view = VStack(spacing: TestSpacing.none) {
            ScrollView { VStack { ForEach(0..<60) { Text("item \($0)") } } }
            Text("pinned footer")
        }
        let rows = Array(ScreenRenderer(device: .iPhoneSE).render(view).screen.dropFirst().dropLast())
        #expect(rows.last?.contains("pinned footer") == true)
        #expect(rows[rows.count - 2].contains("item 59"))
    }

    @Test("Navigation bar: toolbar items, large title, content, and the search field at the bottom")
    func navigationStack() {
        let view = NavigationStack {
            Text("content")
                .navigationTitle("Characters")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button(action: {}) { Image(systemName: "chevron.left") } }
                    ToolbarItem(placement: .topBarTrailing) { Button(action: {}) { Image(systemName: "info.circle") } }
                }
                .searchable(text: .constant(""), prompt: "Search")
        }
        let rows = Rendering.screen(view, device: .iPhoneSE)
        #expect(rows[0] == "  ‹                                       ⓘ   ")
        #expect(rows[1] == "  Characters                                  ")
        #expect(rows.last == "  ⌕ Search                                    ")
        #expect(rows.contains { $0.contains("content") })
        let semantics = ScreenRenderer(device: .iPhoneSE).render(view).semantics
        #expect(semantics == [
            "NavigationStack title=\"Characters\" titleDisplayMode=large",
            "  Button",
            "    Image accentColor 2×1 systemName=chevron.left",
            "  Button",
            "    Image accentColor 2×1 systemName=info.circle",
            "  Text \"content\"",
            "  SearchField prompt=\"Search\" text=\"\"",
        ])
    }

    @Test("In the navigation bar's drawer the search field sits under the large title")
    func searchInTheDrawer() {
        let view = NavigationStack {
            Text("content")
                .navigationTitle("Characters")
                .searchable(text: .constant("rick"), placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")
        }
        let rows = Rendering.screen(view, device: .iPhoneSE)
        #expect(rows[1] == "  Characters                                  ")
        #expect(rows[2] == "  ⌕ rick                                      ")
        #expect(rows.last?.trimmingCharacters(in: .whitespaces) == "")
    }

    @Test("An inline title sits centered in the bar")
    func inlineTitle() {
        let view = NavigationStack {
            Text("x").navigationTitle("About").navigationBarTitleDisplayMode(.inline)
        }
        let rows = Rendering.screen(view, device: .iPhoneSE)
        #expect(rows[0].trimmingCharacters(in: .whitespaces) == "About")
        #expect(rows[0].firstIndex(of: "A").map { rows[0].distance(from: rows[0].startIndex, to: $0) } == 20)
    }

    @Test("Overflowing the screen is clipped and explained")
    func screenOverflow() {
        let view = Text("wide").frame(width: TestDimension.wide).accessibilityIdentifier("banner")
        let render = ScreenRenderer(device: .iPhoneSE).render(view)
        #expect(render.semantics == ["Text #banner \"wide\" overflow=+4×0"])
        #expect(render.warnings.count == 1)
        #expect(render.text.hasSuffix("warnings\n  Text #banner does not fit: 4 columns cut off. Let its text wrap or truncate, give it a smaller fixed frame, or put it in a ScrollView.\n"))
    }
}

