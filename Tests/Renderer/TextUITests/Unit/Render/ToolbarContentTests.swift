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
}
