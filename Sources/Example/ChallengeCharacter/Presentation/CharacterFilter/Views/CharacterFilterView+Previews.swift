import ChallengeCore
import ChallengeDesignSystem
import ChallengeResources
import SwiftUI

#if DEBUG
// One preview per visual state.
#Preview("Empty") { screen(.empty) }
#Preview("Status selected") { screen(CharacterFilter(status: .alive)) }
#Preview("Gender selected") { screen(CharacterFilter(gender: .female)) }
#Preview("Text fields filled") { screen(CharacterFilter(species: "Human", type: "Parasite")) }
#Preview("All filters") { screen(CharacterFilter(status: .dead, species: "Alien", type: "Robot", gender: .male)) }

@MainActor
private func screen(_ filter: CharacterFilter) -> some View {
    NavigationStack {
        CharacterFilterView(viewModel: CharacterFilterViewModelPreviewStub(filter: filter))
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
