@_spi(TextUI) import ChallengeCharacter
@_spi(TextUI) import ChallengeHome
@_spi(TextUI) import ChallengeNotes
import SwiftUI
@_spi(TextUI) import TextUI

/// Every screen's previews, in the order the app shows them. What `example-previews`
/// lists and renders. Previews are compiled in debug builds only, as the seeds keep them.
@_spi(TextUI) public enum PreviewCatalog {
    public static var groups: [PreviewGroup] {
        #if DEBUG
        HomePreviews.all + CharacterPreviews.all + NotesPreviews.all
        #else
        []
        #endif
    }

    /// A screen's group by name, ignoring case: `characterlist`, `CharacterList`.
    public static func group(named name: String) -> PreviewGroup? {
        groups.first { $0.screen.lowercased() == name.lowercased() }
    }
}
