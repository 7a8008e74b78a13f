import Testing
import TextUI

@MainActor
@Suite("NavigationSplitView and iOS 18 tabs")
struct SplitViewAndTabTests {
    @Test("On an upright phone a split view is one stack showing its sidebar")
    func collapsesToSidebar() {
        let view = NavigationSplitView {
            Text("Characters").navigationTitle("Sidebar")
        } detail: {
            Text("Rick Sanchez")
        }
        let screen = Rendering.screen(view).joined(separator: "\n")

        #expect(screen.contains("Characters"))
        #expect(!screen.contains("Rick Sanchez"))
    }

    @Test("The preferred compact column is the one shown")
    func preferredColumn() {
        let view = NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
            Text("Characters")
        } detail: {
            Text("Rick Sanchez")
        }
        let screen = Rendering.screen(view).joined(separator: "\n")

        #expect(screen.contains("Rick Sanchez"))
        #expect(!screen.contains("Characters"))
    }

    @Test("Tabs written as iOS 18's Tab show the selected one and name every title in the bar")
    func tabs() {
        let view = TabView(selection: .constant(2)) {
            Tab("Home", systemImage: "house", value: 1) { Text("Home screen") }
            Tab("Search", systemImage: "magnifyingglass", value: 2) { Text("Search screen") }
        }
        let screen = Rendering.screen(view).joined(separator: "\n")

        #expect(screen.contains("Search screen"))
        #expect(!screen.contains("Home screen"))
        #expect(Rendering.render(view).semantics.first == "TabView selected=\"Search\"")
    }
}
