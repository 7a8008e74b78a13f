import ChallengeMocks
import ChallengeResources
import Foundation
import Testing
import ViewSnapshotTesting

@testable import ChallengeCharacter

@MainActor
struct CharacterListViewSnapshotTests {
    // MARK: - Properties

    private let imageLoader: ImageLoaderMock

    // MARK: - Initialization

    init() {
        imageLoader = ImageLoaderMock(result: .loaded(SnapshotStubs.testImage))
    }

    // MARK: - Tests

    @Test("Renders idle state correctly")
    func idleState() {
        assertSnapshot(of: screen(.idle), as: .device)
    }

    @Test("Renders loading state correctly")
    func loadingState() {
        assertSnapshot(of: screen(.loading), as: .device)
    }

    @Test("Renders loaded state with characters correctly")
    func loadedStateWithCharacters() {
        assertSnapshot(of: screen(.loaded(.threeCharacters)), as: .device)
    }

    @Test("Renders loaded state with active filters, counted on the filter button's badge")
    func loadedStateWithActiveFilters() {
        assertSnapshot(of: screen(.loaded(.threeCharacters), activeFilterCount: 2), as: .device)
    }

    @Test("Renders loaded state without a next page correctly")
    func loadedStateWithoutNextPage() {
        assertSnapshot(of: screen(.loaded(.stub(hasNextPage: false))), as: .device)
    }

    @Test("Renders loaded state with image placeholders correctly")
    func loadedStateWithImagePlaceholder() {
        // Given
        let loader = ImageLoaderMock(result: nil)

        // Then
        assertSnapshot(of: screen(.loaded(.stub()), imageLoader: loader), as: .device)
    }

    @Test("Renders empty state correctly")
    func emptyState() {
        assertSnapshot(of: screen(.empty), as: .device)
    }

    @Test("Renders empty search state correctly")
    func emptySearchState() {
        assertSnapshot(of: screen(.emptySearch, query: "Squanchy"), as: .device)
    }

    @Test("Renders error state correctly")
    func errorState() {
        assertSnapshot(of: screen(.error(.loadFailed())), as: .device)
    }

    // MARK: - Locales and devices

    @Test("Renders the loaded list in Spanish")
    func loadedStateSpanish() {
        assertSnapshot(of: screen(.loaded(.threeCharacters)), as: .device(locale: .spanish))
    }

    @Test("Renders the loaded list in the pseudo-locale")
    func loadedStatePseudoLocale() {
        assertSnapshot(of: screen(.loaded(.threeCharacters)), as: .device(locale: .pseudo))
    }

    @Test("Renders the loaded list on a small phone")
    func loadedStateSmallPhone() {
        assertSnapshot(of: screen(.loaded(.threeCharacters)), as: .device(.smallPhone))
    }

    @Test("Renders the error state in Spanish")
    func errorStateSpanish() {
        assertSnapshot(of: screen(.error(.loadFailed())), as: .device(locale: .spanish))
    }

    // MARK: - Private

    private func screen(
        _ state: CharacterListViewState,
        query: String = "",
        activeFilterCount: Int = 0,
        imageLoader: ImageLoaderMock? = nil
    ) -> some View {
        // Given
        let viewModel = CharacterListViewModelStub(state: state, searchQuery: query, activeFilterCount: activeFilterCount)

        // When
        return NavigationStack {
            CharacterListView(viewModel: viewModel)
        }
        .imageLoader(imageLoader ?? self.imageLoader)
    }
}

private extension CharactersPage {
    /// Rick Sanchez and Morty Smith alive, Summer Smith dead, as the real app's
    /// snapshot shows them.
    static var threeCharacters: CharactersPage {
        .stub(characters: [
            .stub(id: 1, name: "Rick Sanchez"),
            .stub(id: 2, name: "Morty Smith", origin: .stub(name: "unknown")),
            .stub(id: 3, name: "Summer Smith", status: .dead, gender: .female, location: .stub(name: "Earth (Replacement Dimension)")),
        ])
    }
}
