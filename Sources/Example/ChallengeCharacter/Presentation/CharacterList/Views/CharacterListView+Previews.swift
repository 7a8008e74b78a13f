import ChallengeCore
import ChallengeDesignSystem
import ChallengeResources
import SwiftUI

#if DEBUG
// One preview per visual state but idle.
#Preview("Loading") { screen(.loading) }
#Preview("Loaded") { screen(.loaded(.previewStub())) }
#Preview("Filtered") { screen(.loaded(.previewStub()), activeFilterCount: 2) }
#Preview("Last page") { screen(.loaded(.previewStub(hasNextPage: false))) }
#Preview("Empty") { screen(.empty) }
#Preview("No results") { screen(.emptySearch, query: "Squanchy") }
#Preview("Error") { screen(.error(.loadFailed())) }

@MainActor
private func screen(_ state: CharacterListViewState, query: String = "", activeFilterCount: Int = 0) -> some View {
    NavigationStack {
        CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: state, searchQuery: query, activeFilterCount: activeFilterCount))
    }
}

// MARK: - Preview Stubs

@Observable
private final class CharacterListViewModelPreviewStub: CharacterListViewModelContract {
    var state: CharacterListViewState
    var searchQuery: String
    var activeFilterCount: Int

    init(state: CharacterListViewState, searchQuery: String = "", activeFilterCount: Int = 0) {
        self.state = state
        self.searchQuery = searchQuery
        self.activeFilterCount = activeFilterCount
    }

    func didAppear() async {}
    func didTapOnRetryButton() async {}
    func didPullToRefresh() async {}
    func didTapOnLoadMoreButton() async {}
    func didSubmitSearch() async {}
    func didChangeSearchQuery() async {}
    func didSelect(_ character: Character) {}
    func didTapCharacterFilterButton() {}
}

private extension CharactersPage {
    static func previewStub(hasNextPage: Bool = true) -> CharactersPage {
        CharactersPage(
            characters: [
                .previewStub(id: 1, name: "Rick Sanchez", location: "Citadel of Ricks"),
                .previewStub(id: 2, name: "Morty Smith", location: "Citadel of Ricks"),
                .previewStub(id: 3, name: "Summer Smith", location: "Earth (Replacement Dimension)"),
                .previewStub(id: 8, name: "Adjudicator Rick", status: .dead, location: "Citadel of Ricks"),
                .previewStub(id: 13, name: "Alien Googah", status: .unknown, species: "Alien", location: "Earth (Replacement Dimension)"),
            ],
            currentPage: 1,
            totalPages: 42,
            totalCount: 826,
            hasNextPage: hasNextPage,
            hasPreviousPage: false
        )
    }
}

private extension Character {
    static func previewStub(
        id: Int,
        name: String,
        status: CharacterStatus = .alive,
        species: String = "Human",
        location: String
    ) -> Character {
        Character(
            id: id,
            name: name,
            status: status,
            species: species,
            gender: .male,
            origin: Location(name: "Earth (C-137)"),
            location: Location(name: location),
            imageURL: URL(string: "https://rickandmortyapi.com/api/character/avatar/\(id).jpeg")
        )
    }
}
#endif
