import Testing
import ViewSnapshotTesting
import TextUI

/// An app's entry point and its scenes compile as SwiftUI declares them; a render shows
/// the views inside a window group, and nothing of the app runs.
@MainActor
@Suite("App shells")
struct AppShellTests {
    struct Greeting: View {
        @Environment(\.scenePhase) private var phase
        var body: some View { Text("Hello from \(phase == .active ? "the foreground" : "elsewhere")") }
    }

    struct Menu: Commands {
        var body: some Commands {
            CommandMenu("Greeting") {
                Button("Wave") {}
            }
            CommandGroup(after: .help) {
                Button("About greetings") {}
            }
        }
    }

    struct GreetingApp: App {
        var body: some Scene {
            WindowGroup {
                Greeting()
            }
            .commands {
                Menu()
            }
            Settings {
                Text("Settings")
            }
        }
    }

    @Test("An app's scenes are made, and what its window group holds renders")
    func windowGroupContent() throws {
        GreetingApp.main()
        let scenes = try #require(GreetingApp().body as? _TupleScene<_ModifiedScene<WindowGroup<Greeting>>, Settings<Text>>)
        let window = scenes.content.0.content
        let render = ScreenRenderer(mode: .component(width: 40)).render(window.content)
        #expect(render.screen.contains { $0.contains("Hello from the foreground") })
        #expect(Rendering.semantics(scenes.content.1.content) == ["Text \"Settings\""])
    }

    @Test("A scene's phase is active in a render, where the view is on screen")
    func scenePhase() {
        #expect(EnvironmentValues().scenePhase == .active)
        #expect(ScenePhase.background < ScenePhase.active)
    }
}
