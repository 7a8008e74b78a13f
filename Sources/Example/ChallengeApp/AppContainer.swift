import ChallengeCharacter
import ChallengeCore
import ChallengeHome
import ChallengeNotes
import SwiftUI

/// The example app's composition root: one navigator, one tracker, and the feature
/// containers built on them, which make each destination's screen.
@MainActor
public final class AppContainer {
    public let navigator = AppNavigator()
    public let tracker = RecordingTracker()
    public let home: HomeContainer
    public let character: CharacterContainer
    public let notes: NotesContainer

    public init() {
        home = HomeContainer(navigator: navigator, tracker: tracker)
        character = CharacterContainer(navigator: navigator, tracker: tracker)
        notes = NotesContainer()
    }

    /// The app's first screen: the characters.
    public func makeRootView() -> some View {
        character.makeCharacterListView()
    }

    /// The screen of a destination the navigator holds, made by the feature it belongs
    /// to, or a screen saying the app has none for it yet.
    @ViewBuilder
    public func makeView(for destination: AppDestination) -> some View {
        if let view = resolve(destination.destination) {
            view
        } else {
            UnknownDestinationView(path: destination.id)
        }
    }

    private func resolve(_ destination: any NavigationDestination) -> AnyView? {
        character.resolve(destination) ?? home.resolve(destination)
    }
}
