import ChallengeCore
import ChallengeDesignSystem
import ChallengeResources
import SwiftUI

#if DEBUG
// One preview per visual state but idle.
#Preview("Loading") { screen(.loading) }
#Preview("Alive") { screen(.loaded(.previewStub())) }
#Preview("Dead") { screen(.loaded(.previewStub(id: 47, name: "Birdperson", status: .dead, species: "Alien"))) }
#Preview("Unknown") { screen(.loaded(.previewStub(id: 13, name: "Alien Googah", status: .unknown, species: "Alien"))) }
#Preview("Error") { screen(.error(.loadFailed())) }

@MainActor
private func screen(_ state: CharacterDetailViewState) -> some View {
    NavigationStack {
        CharacterDetailView(viewModel: CharacterDetailViewModelPreviewStub(state: state))
    }
}

// MARK: - Preview Stubs

@Observable
private final class CharacterDetailViewModelPreviewStub: CharacterDetailViewModelContract {
    var state: CharacterDetailViewState

    init(state: CharacterDetailViewState) {
        self.state = state
    }

    func didAppear() async {}
    func didTapOnRetryButton() async {}
    func didPullToRefresh() async {}
    func didTapOnBack() {}
    func didTapOnEpisodes() {}
}

private extension Character {
    static func previewStub(
        id: Int = 1,
        name: String = "Rick Sanchez",
        status: CharacterStatus = .alive,
        species: String = "Human"
    ) -> Character {
        Character(
            id: id,
            name: name,
            status: status,
            species: species,
            gender: .male,
            origin: Location(name: "Earth (C-137)"),
            location: Location(name: "Citadel of Ricks"),
            imageURL: URL(string: "https://rickandmortyapi.com/api/character/avatar/\(id).jpeg")
        )
    }
}
#endif
