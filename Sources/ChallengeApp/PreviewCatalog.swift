import ChallengeCharacter
import ChallengeHome
import ChallengeNotes
import SwiftUI

/// Every screen's previews, in the order the app shows them. What `example-previews`
/// lists and renders. Previews are compiled in debug builds only, as the seeds keep them.
public enum PreviewCatalog {
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
