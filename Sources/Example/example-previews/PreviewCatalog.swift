import SwiftUI
import TextUI

/// Every screen's previews, in the order the app shows them: what `example-previews`
/// lists and renders. The screens declare them with `#Preview`, as on iOS; they are
/// found at run time, grouped by the file they are written in
/// (`CharacterListView+Previews.swift` is the screen `CharacterList`). Previews are
/// compiled in debug builds only, as iOS apps keep them.
enum PreviewCatalog {
    /// The feature modules, and their screens in the app's order.
    static let screens = ["App", "Home", "CharacterList", "CharacterFilter", "CharacterDetail", "NoteList"]
    static let modules = ["ChallengeApp", "ChallengeHome", "ChallengeCharacter", "ChallengeNotes"]

    @MainActor
    static var groups: [PreviewGroup] {
        let previews = modules.flatMap { PreviewDiscovery.previews(inModule: $0) }
        let byScreen = Dictionary(grouping: previews) { screenName(ofFile: $0.file) }
        let ordered = screens + byScreen.keys.filter { !screens.contains($0) }.sorted()
        return ordered.compactMap { screen in
            byScreen[screen].map { previews in
                PreviewGroup(screen: screen, previews: previews.map { preview in
                    NamedPreview(preview.name) { preview.makeView() }
                })
            }
        }
    }

    /// A screen's group by name, ignoring case: `characterlist`, `CharacterList`.
    @MainActor
    static func group(named name: String) -> PreviewGroup? {
        groups.first { $0.screen.lowercased() == name.lowercased() }
    }

    /// `CharacterListView+Previews` → `CharacterList`.
    static func screenName(ofFile file: String) -> String {
        var name = Substring(file)
        if let plus = name.firstIndex(of: "+") { name = name[..<plus] }
        if name.hasSuffix("View"), name.count > 4 { name = name.dropLast(4) }
        return String(name)
    }
}
