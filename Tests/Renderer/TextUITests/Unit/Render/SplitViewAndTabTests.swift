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

    private enum Destination: Hashable { case home, search, profile }

    @Test("A tab's value takes its type from the selection, as iOS 18's TabView reads it")
    func tabValuesFromTheSelection() {
        // Given: values written without their type, and a label of the tab's own
        let view = TabView(selection: .constant(Destination.profile)) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home screen") }
            Tab(value: .search) { Text("Search screen") } label: { Label("Search", systemImage: "magnifyingglass") }
            Tab("Profile", systemImage: "person", value: .profile) { Text("Profile screen") }
        }

        // When
        let screen = Rendering.screen(view).joined(separator: "\n")

        // Then
        #expect(screen.contains("Profile screen"))
        #expect(!screen.contains("Search screen"))
        #expect(Rendering.render(view).semantics.first == "TabView selected=\"Profile\"")
    }

    @Test("A tab's own modifiers keep it a tab: its value comes from the selection, every badge shows in the bar, a hidden tab is gone")
    func tabModifiers() {
        // Given: badges and a hidden tab, values written without their type
        let tabs = { (selection: Destination) in TabView(selection: .constant(selection)) {
            Tab(value: .home) { Text("Home screen") } label: { Label("Home", systemImage: "house") }
                .badge(3)
                .customizationID("home")
            Tab(value: .search) { Text("Search screen") } label: { Label("Search", systemImage: "magnifyingglass") }
                .badge("New")
            Tab("Profile", systemImage: "person", value: .profile) { Text("Profile screen") }
                .hidden()
        } }

        // When
        let home = Rendering.render(tabs(.home)).semantics
        let search = Rendering.render(tabs(.search)).semantics

        // Then
        #expect(home == [
            "TabView selected=\"Home\"",
            "  Text \"Home screen\"",
            "  TabItem \"Home\" badge=3 selected",
            "  TabItem \"Search\" badge=\"New\"",
        ])
        #expect(search.contains("  TabItem \"Search\" badge=\"New\" selected"))
        let bar = Rendering.screen(tabs(.search)).last ?? ""
        #expect(bar.contains("Home (3)") && bar.contains("[Search (New)]"), "\(bar)")
    }

    private enum Screen: Hashable { case stock, products, stores, purchase }

    @Test("A TabSection's tabs join a phone's tab bar in order, typed by the selection; a hidden section is left out")
    func tabSections() {
        // Given: an iPad-minded tab view, as an app writes it
        let view = TabView(selection: .constant(Screen.products)) {
            Tab("Stock", systemImage: "list.bullet", value: .stock) { Text("Stock screen") }
            TabSection("Stock interaction") {
                Tab("Purchase", systemImage: "cart", value: .purchase) { Text("Purchase screen") }
            }
            .hidden(true)
            TabSection("Master data") {
                Tab("Products", systemImage: "shippingbox", value: .products) { Text("Products screen") }
                Tab("Stores", systemImage: "storefront", value: .stores) { Text("Stores screen") }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabBarMinimizeBehavior(.onScrollDown)

        // When
        let semantics = Rendering.render(view).semantics

        // Then
        #expect(semantics.filter { $0.contains("TabItem") } == [
            "  TabItem \"Stock\"",
            "  TabItem \"Products\" selected",
            "  TabItem \"Stores\"",
        ])
        #expect(semantics.contains("  Text \"Products screen\""))
    }

    @Test("Tabs written the iOS 16 way, with tabItem and tag, still take a non-optional selection")
    func taggedTabsWithABinding() {
        let view = TabView(selection: .constant(Destination.search)) {
            Text("Home screen").tabItem { Label("Home", systemImage: "house") }.tag(Destination.home)
            Text("Search screen").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(Destination.search)
        }
        #expect(Rendering.render(view).semantics.first == "TabView selected=\"Search\"")
    }
}
