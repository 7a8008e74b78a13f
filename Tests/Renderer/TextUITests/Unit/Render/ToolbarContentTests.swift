import Testing
import TextUI

@MainActor
@Suite("Toolbar content")
struct ToolbarContentTests {
    private struct EditorToolbar: ToolbarContent {
        var showsShare: Bool

        var body: some ToolbarContent {
            ToolbarItem(placement: .navigation) { Button("Back") {} }
            if showsShare {
                ToolbarItem(placement: .primaryAction) { Button("Share") {} }
            }
            ToolbarSpacer()
            ToolbarItemGroup(placement: .keyboard) { Button("Done") {} }
        }
    }

    @Test("Toolbar content built of items places them as SwiftUI does")
    func placesItems() {
        let screen = Rendering.screen(NavigationStack { Text("Body").toolbar { EditorToolbar(showsShare: true) } }).joined(separator: "\n")

        #expect(screen.contains("Back"))
        #expect(screen.contains("Share"))
        // Keyboard items sit above a keyboard a still picture does not show.
        #expect(!screen.contains("Done"))
    }

    @Test("A condition in toolbar content leaves its item out when false")
    func conditionalItem() {
        let screen = Rendering.screen(NavigationStack { Text("Body").toolbar { EditorToolbar(showsShare: false) } }).joined(separator: "\n")

        #expect(screen.contains("Back"))
        #expect(!screen.contains("Share"))
    }

    @Test("A title menu and a default item draw nothing of their own: the title and the bar's items stay as they were")
    func titleMenuAndDefaultItem() {
        // Given
        let plain = NavigationStack {
            Text("Body").navigationTitle("Shopping list").toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
        }
        let withMenus = NavigationStack {
            Text("Body").navigationTitle("Shopping list").toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                ToolbarTitleMenu { Button("Rename") {} }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                DefaultToolbarItem(kind: .search, placement: .bottomBar)
            }
        }

        // Then
        #expect(Rendering.screen(withMenus) == Rendering.screen(plain))
        #expect(!Rendering.screen(withMenus).joined().contains("Rename"))
    }
}
