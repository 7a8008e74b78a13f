import Foundation
import Testing

@testable import ChallengeCharacter

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct CharacterListViewModelTests {
    private let getUseCaseMock = GetCharactersPageUseCaseMock()
    private let refreshUseCaseMock = RefreshCharactersPageUseCaseMock()
    private let searchUseCaseMock = SearchCharactersPageUseCaseMock()
    private let navigatorMock = CharacterListNavigatorMock()
    private let sut: CharacterListViewModel

    init() {
        sut = CharacterListViewModel(
            getCharactersPageUseCase: getUseCaseMock,
            refreshCharactersPageUseCase: refreshUseCaseMock,
            searchCharactersPageUseCase: searchUseCaseMock,
            navigator: navigatorMock
        )
    }

    // MARK: - Initial State

    @Test("Initial state is idle")
    func initialStateIsIdle() {
        #expect(sut.state == .idle)
    }

    // MARK: - didAppear

    @Test("didAppear sets loaded state on success")
    func didAppearSetsLoadedStateOnSuccess() async {
        // Given
        let expected = CharactersPage.stub()
        getUseCaseMock.result = .success(expected)

        // When
        await sut.didAppear()

        // Then
        #expect(sut.state == .loaded(expected))
        #expect(getUseCaseMock.lastRequestedPage == 1)
    }

    @Test("didAppear sets empty state when no items")
    func didAppearSetsEmptyStateWhenNoItems() async {
        // Given
        getUseCaseMock.result = .success(.stub(characters: []))

        // When
        await sut.didAppear()

        // Then
        #expect(sut.state == .empty)
    }

    @Test("didAppear sets error state on failure")
    func didAppearSetsErrorStateOnFailure() async {
        // Given
        getUseCaseMock.result = .failure(.loadFailed())

        // When
        await sut.didAppear()

        // Then
        #expect(sut.state == .error(.loadFailed()))
    }

    @Test("didAppear does nothing when loaded")
    func didAppearDoesNothingWhenLoaded() async {
        // Given
        getUseCaseMock.result = .success(.stub())
        await sut.didAppear()

        // When
        await sut.didAppear()

        // Then
        #expect(getUseCaseMock.executeCallCount == 1)
    }

    @Test("didAppear does nothing when empty")
    func didAppearDoesNothingWhenEmpty() async {
        // Given
        getUseCaseMock.result = .success(.stub(characters: []))
        await sut.didAppear()

        // When
        await sut.didAppear()

        // Then
        #expect(getUseCaseMock.executeCallCount == 1)
    }

    @Test("didAppear does nothing when in error state")
    func didAppearDoesNothingWhenError() async {
        // Given
        getUseCaseMock.result = .failure(.loadFailed())
        await sut.didAppear()

        // When
        await sut.didAppear()

        // Then
        #expect(getUseCaseMock.executeCallCount == 1)
    }

    // MARK: - didTapOnRetryButton

    @Test("didTapOnRetryButton retries loading when in error state")
    func didTapOnRetryButtonRetriesWhenError() async {
        // Given
        getUseCaseMock.result = .failure(.loadFailed())
        await sut.didAppear()

        // When
        getUseCaseMock.result = .success(.stub())
        await sut.didTapOnRetryButton()

        // Then
        #expect(getUseCaseMock.executeCallCount == 2)
        #expect(sut.state == .loaded(.stub()))
    }

    @Test("didTapOnRetryButton always loads regardless of current state")
    func didTapOnRetryButtonAlwaysLoads() async {
        // Given
        getUseCaseMock.result = .success(.stub())
        await sut.didAppear()

        // When
        await sut.didTapOnRetryButton()

        // Then
        #expect(getUseCaseMock.executeCallCount == 2)
    }

    // MARK: - didPullToRefresh

    @Test("didPullToRefresh reloads page 1 through the refresh use case")
    func didPullToRefreshCallsRefreshUseCase() async {
        // Given
        getUseCaseMock.result = .success(.stub())
        await sut.didAppear()
        let refreshed = CharactersPage.stub(characters: [.stub(name: "Refreshed")])
        refreshUseCaseMock.result = .success(refreshed)

        // When
        await sut.didPullToRefresh()

        // Then
        #expect(refreshUseCaseMock.executeCallCount == 1)
        #expect(refreshUseCaseMock.lastRequestedPage == 1)
        #expect(sut.state == .loaded(refreshed))
    }

    @Test("didPullToRefresh sets empty state when the refreshed page is empty")
    func didPullToRefreshSetsEmptyState() async {
        // Given
        refreshUseCaseMock.result = .success(.stub(characters: []))

        // When
        await sut.didPullToRefresh()

        // Then
        #expect(sut.state == .empty)
    }

    @Test("didPullToRefresh sets error state on failure")
    func didPullToRefreshSetsErrorState() async {
        // Given
        refreshUseCaseMock.result = .failure(.loadFailed())

        // When
        await sut.didPullToRefresh()

        // Then
        #expect(sut.state == .error(.loadFailed()))
    }

    // MARK: - didTapOnLoadMoreButton

    @Test("didTapOnLoadMoreButton appends the next page, keeping the first page's previous flag")
    func didTapOnLoadMoreAppendsNextPage() async {
        // Given
        let first = CharactersPage.stub(characters: [.stub(id: 1)], currentPage: 1, hasNextPage: true, hasPreviousPage: false)
        let second = CharactersPage.stub(characters: [.stub(id: 2)], currentPage: 2, totalPages: 2, totalCount: 2, hasNextPage: false, hasPreviousPage: true)
        getUseCaseMock.resultsByPage = [1: .success(first), 2: .success(second)]
        await sut.didAppear()

        // When
        await sut.didTapOnLoadMoreButton()

        // Then
        #expect(getUseCaseMock.requestedPages == [1, 2])
        #expect(sut.state == .loaded(.stub(
            characters: [.stub(id: 1), .stub(id: 2)],
            currentPage: 2,
            totalPages: 2,
            totalCount: 2,
            hasNextPage: false,
            hasPreviousPage: false
        )))
    }

    @Test("didTapOnLoadMoreButton does nothing on the last page")
    func didTapOnLoadMoreDoesNothingOnLastPage() async {
        // Given
        getUseCaseMock.result = .success(.stub(hasNextPage: false))
        await sut.didAppear()

        // When
        await sut.didTapOnLoadMoreButton()

        // Then
        #expect(getUseCaseMock.executeCallCount == 1)
    }

    @Test("didTapOnLoadMoreButton does nothing before the list is loaded")
    func didTapOnLoadMoreDoesNothingWhenNotLoaded() async {
        // When
        await sut.didTapOnLoadMoreButton()

        // Then
        #expect(getUseCaseMock.executeCallCount == 0)
        #expect(sut.state == .idle)
    }

    @Test("didTapOnLoadMoreButton keeps the list when the next page fails")
    func didTapOnLoadMoreKeepsListOnFailure() async {
        // Given
        let first = CharactersPage.stub()
        getUseCaseMock.resultsByPage = [1: .success(first), 2: .failure(.loadFailed())]
        await sut.didAppear()

        // When
        await sut.didTapOnLoadMoreButton()

        // Then
        #expect(sut.state == .loaded(first))
    }

    // MARK: - didSubmitSearch

    @Test("didSubmitSearch searches the trimmed query and shows the results")
    func didSubmitSearchSearchesTrimmedQuery() async {
        // Given
        let results = CharactersPage.stub(characters: [.stub(id: 2, name: "Morty Smith")])
        searchUseCaseMock.result = .success(results)
        sut.searchQuery = "  Morty  "

        // When
        await sut.didSubmitSearch()

        // Then
        #expect(searchUseCaseMock.searchedFilters == [CharacterFilter(name: "Morty")])
        #expect(searchUseCaseMock.lastRequestedPage == 1)
        #expect(getUseCaseMock.executeCallCount == 0)
        #expect(sut.state == .loaded(results))
    }

    @Test("didSubmitSearch with no match sets the empty search state")
    func didSubmitSearchSetsEmptySearchState() async {
        // Given
        searchUseCaseMock.result = .success(.stub(characters: []))
        sut.searchQuery = "Squanchy"

        // When
        await sut.didSubmitSearch()

        // Then
        #expect(sut.state == .emptySearch)
    }

    @Test("didSubmitSearch with a blank query loads the plain list")
    func didSubmitSearchWithBlankQueryLoadsList() async {
        // Given
        getUseCaseMock.result = .success(.stub())
        sut.searchQuery = "   "

        // When
        await sut.didSubmitSearch()

        // Then
        #expect(searchUseCaseMock.executeCallCount == 0)
        #expect(getUseCaseMock.executeCallCount == 1)
    }

    // MARK: - didChangeSearchQuery

    @Test("didChangeSearchQuery searches the typed query and shows the results")
    func didChangeSearchQuerySearches() async {
        // Given
        let results = CharactersPage.stub(characters: [.stub(id: 2, name: "Morty Smith")])
        searchUseCaseMock.result = .success(results)
        sut.searchQuery = "Morty"

        // When
        await sut.didChangeSearchQuery()

        // Then
        #expect(searchUseCaseMock.executeCallCount == 1)
        #expect(searchUseCaseMock.searchedFilters == [CharacterFilter(name: "Morty")])
        #expect(sut.state == .loaded(results))
    }

    @Test("didChangeSearchQuery with the query cleared loads the plain list")
    func didChangeSearchQueryClearedLoadsList() async {
        // Given
        getUseCaseMock.result = .success(.stub())
        sut.searchQuery = ""

        // When
        await sut.didChangeSearchQuery()

        // Then
        #expect(searchUseCaseMock.executeCallCount == 0)
        #expect(getUseCaseMock.executeCallCount == 1)
    }

    // MARK: - activeFilterCount

    @Test("activeFilterCount is zero before a filter is applied")
    func activeFilterCountStartsAtZero() {
        // Then
        #expect(sut.activeFilterCount == 0)
        #expect(sut.currentFilter == .empty)
    }

    @Test("activeFilterCount counts the applied status, species, type and gender, not the name")
    func activeFilterCountCountsAppliedFilter() async {
        // Given
        searchUseCaseMock.result = .success(.stub())
        let filter = CharacterFilter(name: "Rick", status: .alive, species: "Human", type: "Clone", gender: .male)

        // When
        await sut.didApplyFilter(filter)

        // Then
        #expect(sut.activeFilterCount == 4)
    }

    // MARK: - didTapCharacterFilterButton

    @Test("didTapCharacterFilterButton presents the filter screen with the view model as its delegate")
    func didTapCharacterFilterButtonPresentsFilter() {
        // When
        sut.didTapCharacterFilterButton()

        // Then
        #expect(navigatorMock.presentCharacterFilterCallCount == 1)
        #expect(navigatorMock.lastPresentedFilterDelegate === sut)
    }

    // MARK: - didApplyFilter

    @Test("didApplyFilter keeps the filter as the current one")
    func didApplyFilterStoresFilter() async {
        // Given
        searchUseCaseMock.result = .success(.stub())
        let filter = CharacterFilter(status: .dead, gender: .female)

        // When
        await sut.didApplyFilter(filter)

        // Then
        #expect(sut.currentFilter == filter)
    }

    @Test("didApplyFilter searches page 1 with the filter and shows the results")
    func didApplyFilterSearches() async {
        // Given
        let results = CharactersPage.stub(characters: [.stub(id: 3, name: "Summer Smith", gender: .female)])
        searchUseCaseMock.result = .success(results)
        let filter = CharacterFilter(status: .alive, gender: .female)

        // When
        await sut.didApplyFilter(filter)

        // Then
        #expect(searchUseCaseMock.executeCallCount == 1)
        #expect(searchUseCaseMock.lastRequestedFilter == filter)
        #expect(searchUseCaseMock.lastRequestedPage == 1)
        #expect(getUseCaseMock.executeCallCount == 0)
        #expect(sut.state == .loaded(results))
    }

    @Test("didApplyFilter names the filter with the trimmed search query")
    func didApplyFilterAddsTrimmedQueryAsName() async {
        // Given
        searchUseCaseMock.result = .success(.stub())
        sut.searchQuery = "  Rick  "

        // When
        await sut.didApplyFilter(CharacterFilter(species: "Human"))

        // Then
        #expect(searchUseCaseMock.lastRequestedFilter == CharacterFilter(name: "Rick", species: "Human"))
    }

    @Test("didApplyFilter with no match sets the empty search state")
    func didApplyFilterSetsEmptySearchState() async {
        // Given
        searchUseCaseMock.result = .success(.stub(characters: []))

        // When
        await sut.didApplyFilter(CharacterFilter(type: "Robot"))

        // Then
        #expect(sut.state == .emptySearch)
    }

    @Test("didApplyFilter with the empty filter and no query loads the plain list from the get use case")
    func didApplyEmptyFilterLoadsList() async {
        // Given
        searchUseCaseMock.result = .success(.stub())
        await sut.didApplyFilter(CharacterFilter(status: .alive))
        getUseCaseMock.result = .success(.stub())

        // When
        await sut.didApplyFilter(.empty)

        // Then
        #expect(getUseCaseMock.executeCallCount == 1)
        #expect(getUseCaseMock.lastRequestedPage == 1)
        #expect(searchUseCaseMock.executeCallCount == 1)
        #expect(sut.state == .loaded(.stub()))
        #expect(sut.activeFilterCount == 0)
    }

    @Test("didApplyFilter with the empty filter and no characters sets the empty state")
    func didApplyEmptyFilterSetsEmptyState() async {
        // Given
        getUseCaseMock.result = .success(.stub(characters: []))

        // When
        await sut.didApplyFilter(.empty)

        // Then
        #expect(sut.state == .empty)
    }

    @Test("didApplyFilter sets error state on failure")
    func didApplyFilterSetsErrorState() async {
        // Given
        searchUseCaseMock.result = .failure(.loadFailed())

        // When
        await sut.didApplyFilter(CharacterFilter(status: .dead))

        // Then
        #expect(sut.state == .error(.loadFailed()))
    }

    @Test("didApplyFilter does not show the loading state while it searches")
    func didApplyFilterKeepsListWhileSearching() async {
        // Given
        getUseCaseMock.result = .success(.stub())
        await sut.didAppear()
        var statesDuringSearch: [CharacterListViewState] = []
        searchUseCaseMock.onExecute = { [sut] in statesDuringSearch.append(sut.state) }
        searchUseCaseMock.result = .success(.stub(characters: []))

        // When
        await sut.didApplyFilter(CharacterFilter(status: .dead))

        // Then
        #expect(statesDuringSearch == [.loaded(.stub())])
    }

    // MARK: - Applied filter in later fetches

    @Test("A search after a filter is applied keeps the filter")
    func didSubmitSearchKeepsAppliedFilter() async {
        // Given
        searchUseCaseMock.result = .success(.stub())
        await sut.didApplyFilter(CharacterFilter(status: .alive))
        sut.searchQuery = "Morty"

        // When
        await sut.didSubmitSearch()

        // Then
        #expect(searchUseCaseMock.searchedFilters == [
            CharacterFilter(status: .alive),
            CharacterFilter(name: "Morty", status: .alive),
        ])
    }

    @Test("Clearing the query keeps searching while a filter is applied, and shows no results as empty search")
    func blankQueryWithFilterStillSearches() async {
        // Given
        searchUseCaseMock.result = .success(.stub())
        await sut.didApplyFilter(CharacterFilter(gender: .genderless))
        searchUseCaseMock.result = .success(.stub(characters: []))
        sut.searchQuery = "   "

        // When
        await sut.didSubmitSearch()

        // Then
        #expect(searchUseCaseMock.lastRequestedFilter == CharacterFilter(gender: .genderless))
        #expect(getUseCaseMock.executeCallCount == 0)
        #expect(sut.state == .emptySearch)
    }

    @Test("didTapOnLoadMoreButton searches the next page with the applied filter")
    func didTapOnLoadMoreSearchesWithFilter() async {
        // Given
        searchUseCaseMock.result = .success(.stub(hasNextPage: true))
        await sut.didApplyFilter(CharacterFilter(species: "Alien"))

        // When
        await sut.didTapOnLoadMoreButton()

        // Then
        #expect(searchUseCaseMock.requestedPages == [1, 2])
        #expect(searchUseCaseMock.lastRequestedFilter == CharacterFilter(species: "Alien"))
        #expect(getUseCaseMock.executeCallCount == 0)
    }

    @Test("didTapOnRetryButton searches again with the applied filter")
    func didTapOnRetryButtonSearchesWithFilter() async {
        // Given
        searchUseCaseMock.result = .failure(.loadFailed())
        await sut.didApplyFilter(CharacterFilter(type: "Parasite"))
        searchUseCaseMock.result = .success(.stub())

        // When
        await sut.didTapOnRetryButton()

        // Then
        #expect(searchUseCaseMock.searchedFilters == [CharacterFilter(type: "Parasite"), CharacterFilter(type: "Parasite")])
        #expect(sut.state == .loaded(.stub()))
    }

    @Test("didPullToRefresh reloads the plain list whatever the applied filter")
    func didPullToRefreshIgnoresFilter() async {
        // Given
        searchUseCaseMock.result = .success(.stub())
        await sut.didApplyFilter(CharacterFilter(status: .dead))
        refreshUseCaseMock.result = .success(.stub(characters: []))

        // When
        await sut.didPullToRefresh()

        // Then
        #expect(refreshUseCaseMock.executeCallCount == 1)
        #expect(searchUseCaseMock.executeCallCount == 1)
        #expect(sut.state == .empty)
    }

    // MARK: - Navigation

    @Test("Did select navigates to detail")
    func didSelectNavigatesToDetail() {
        // Given
        let item = Character.stub(id: 42)

        // When
        sut.didSelect(item)

        // Then
        #expect(navigatorMock.navigateToDetailIds == [42])
    }
}
