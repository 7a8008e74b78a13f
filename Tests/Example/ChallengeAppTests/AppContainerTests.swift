import ChallengeCore
import Testing
import ViewSnapshotTesting
import TextUI

@testable import ChallengeApp

/// The composition root builds every screen on one navigator and tracker.
@MainActor
@Suite("App container")
struct AppContainerTests {
    @Test("A screen built by the container is blank until it appears (idle): only its bar shows")
    func characterListStartsIdle() {
        let container = AppContainer()
        let render = ScreenRenderer().render(NavigationStack { container.character.makeCharacterListView() })
        #expect(render.header.hasPrefix("CharacterListView · "))
        #expect(render.semantics == [
            "NavigationStack title=\"Characters\" titleDisplayMode=large",
            "  Button #characterList.filter.button label=\"Filters\"",
            "    Image accentColor 2×1 systemName=line.3.horizontal.decrease.circle badge=0",
        ])
    }

    @Test("The home screen built by the container has its button and info item")
    func home() {
        let render = ScreenRenderer().render(NavigationStack { AppContainer().home.makeHomeView() })
        #expect(render.semantics.contains { $0.contains("#home.characterButton") })
        #expect(render.semantics.contains { $0.contains("#home.infoButton") })
    }

    @Test("A destination no feature has a screen for leads to a screen that says so")
    func unknownDestination() {
        // Given
        let container = AppContainer()

        // When
        let render = ScreenRenderer().render(NavigationStack {
            container.makeView(for: AppDestination(DestinationStub(path: "episode/character/1")))
        })

        // Then
        #expect(render.text.contains("Not Available Yet"))
        #expect(render.semantics.contains { $0.contains("#app.unknownDestination") })
        #expect(render.semantics.contains { $0.contains("There is no screen for episode/character/1 yet.") })
    }

    @Test("The first screen is the character list")
    func rootIsTheCharacterList() {
        let render = ScreenRenderer().render(AppView(container: AppContainer()))

        #expect(render.header.hasPrefix("AppView · "))
        #expect(render.semantics.first == "NavigationStack title=\"Characters\" titleDisplayMode=large")
    }
}

private struct DestinationStub: NavigationDestination {
    let path: String
}
