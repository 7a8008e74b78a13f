import ChallengeCore
import ChallengeDesignSystem
import ChallengeResources
import SwiftUI
// Previews are TextUI's catalog for `swift run example-previews`, not SwiftUI API:
// their file reaches it explicitly. On iOS the same states are `#Preview`s.
@_spi(TextUI) import TextUI

#if DEBUG
/// One preview per visual state, for `swift run example-previews`.
enum CharacterFilterViewPreviews {
    static let group = PreviewGroup(screen: "CharacterFilter", previews: [
        NamedPreview("Empty") { screen(.empty) },
        NamedPreview("Status selected") { screen(CharacterFilter(status: .alive)) },
        NamedPreview("Gender selected") { screen(CharacterFilter(gender: .female)) },
        NamedPreview("Text fields filled") { screen(CharacterFilter(species: "Human", type: "Parasite")) },
        NamedPreview("All filters") { screen(CharacterFilter(status: .dead, species: "Alien", type: "Robot", gender: .male)) },
    ])

    @MainActor
    private static func screen(_ filter: CharacterFilter) -> some View {
        NavigationStack {
            CharacterFilterView(viewModel: CharacterFilterViewModelPreviewStub(filter: filter))
        }
    }
}

// MARK: - Preview Stubs

@Observable
private final class CharacterFilterViewModelPreviewStub: CharacterFilterViewModelContract {
    var filter: CharacterFilter

    var hasActiveFilters: Bool {
        filter.activeCount > 0
    }

    init(filter: CharacterFilter) {
        self.filter = filter
    }

    func didAppear() {}
    func didTapApply() async {}
    func didTapReset() {}
    func didTapClose() {}
}
#endif
