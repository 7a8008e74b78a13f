import ChallengeCharacter
import ChallengeCore
import ChallengeHome
import ChallengeNotes
import SwiftUI

/// The example app's composition root: one navigator, one tracker, and the feature
/// containers built on them.
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
}
