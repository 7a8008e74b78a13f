import Foundation
import Testing

@testable import ChallengeCharacter

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
