import Foundation
import Observation

/// Main-actor isolated: it hands itself to the filter screen as its
/// `CharacterFilterDelegate`, which must be `Sendable`.
@MainActor
@Observable
final class CharacterListViewModel: CharacterListViewModelContract {
    private(set) var state: CharacterListViewState = .idle
    var searchQuery = ""

    var activeFilterCount: Int {
        appliedFilter.activeCount
    }

    private var appliedFilter = CharacterFilter.empty
    private var isLoadingMore = false
    private let getCharactersPageUseCase: GetCharactersPageUseCaseContract
    private let refreshCharactersPageUseCase: RefreshCharactersPageUseCaseContract
    private let searchCharactersPageUseCase: SearchCharactersPageUseCaseContract
    private let navigator: CharacterListNavigatorContract

    init(
        getCharactersPageUseCase: GetCharactersPageUseCaseContract,
        refreshCharactersPageUseCase: RefreshCharactersPageUseCaseContract,
        searchCharactersPageUseCase: SearchCharactersPageUseCaseContract,
        navigator: CharacterListNavigatorContract
    ) {
        self.getCharactersPageUseCase = getCharactersPageUseCase
        self.refreshCharactersPageUseCase = refreshCharactersPageUseCase
        self.searchCharactersPageUseCase = searchCharactersPageUseCase
        self.navigator = navigator
    }

    func didAppear() async {
        guard case .idle = state else { return }
        await load()
    }

    func didTapOnRetryButton() async {
        await load()
    }

    /// Reloads page 1 from the remote source; the list stays visible meanwhile.
    func didPullToRefresh() async {
        do {
            let page = try await refreshCharactersPageUseCase.execute(page: 1)
            state = page.characters.isEmpty ? .empty : .loaded(page)
        } catch {
            state = .error(error)
        }
    }

    /// Appends the next page. A failure leaves the list as it is.
    func didTapOnLoadMoreButton() async {
        guard case let .loaded(page) = state, page.hasNextPage, !isLoadingMore else { return }
        isLoadingMore = true
        defer { isLoadingMore = false }
        do {
            let next = try await fetch(page: page.currentPage + 1, filter: effectiveFilter)
            state = .loaded(page.appending(next))
        } catch {
            // Nothing to show: the loaded list and its button stay.
        }
    }

    /// Searches by name, within the applied filter, without a loading screen, as the
    /// list is already showing.
    func didSubmitSearch() async {
        await fetchFirstPage()
    }

    /// Searches as the query is typed, the same way.
    func didChangeSearchQuery() async {
        await fetchFirstPage()
    }

    func didSelect(_ character: Character) {
        navigator.navigateToDetail(identifier: character.id)
    }

    func didTapCharacterFilterButton() {
        navigator.presentCharacterFilter(delegate: self)
    }
}

// MARK: - CharacterFilterDelegate

extension CharacterListViewModel: CharacterFilterDelegate {
    var currentFilter: CharacterFilter {
        appliedFilter
    }

    /// Keeps the filter for every later fetch, then fetches page 1 with it, without a
    /// loading screen, as a search does.
    func didApplyFilter(_ filter: CharacterFilter) async {
        appliedFilter = filter
        await fetchFirstPage()
    }
}

// MARK: - Private

private extension CharacterListViewModel {
    /// What a fetch asks for: the applied filter, with the search query, trimmed, as
    /// the name (nil when blank).
    var effectiveFilter: CharacterFilter {
        var filter = appliedFilter
        let query = searchQuery.trimmingCharacters(in: .whitespacesAndNewlines)
        filter.name = query.isEmpty ? nil : query
        return filter
    }

    func load() async {
        state = .loading
        await fetchFirstPage()
    }

    func fetchFirstPage() async {
        let filter = effectiveFilter
        do {
            let page = try await fetch(page: 1, filter: filter)
            if page.characters.isEmpty {
                state = filter.isEmpty ? .empty : .emptySearch
            } else {
                state = .loaded(page)
            }
        } catch {
            state = .error(error)
        }
    }

    /// The plain list, from the cache first, when nothing narrows it; a search otherwise.
    func fetch(page: Int, filter: CharacterFilter) async throws(CharactersPageError) -> CharactersPage {
        if filter.isEmpty {
            return try await getCharactersPageUseCase.execute(page: page)
        }
        return try await searchCharactersPageUseCase.execute(page: page, filter: filter)
    }
}

private extension CharactersPage {
    /// This page followed by the next one: its characters, counts and next-page flag,
    /// but this page's previous-page flag.
    func appending(_ next: CharactersPage) -> CharactersPage {
        CharactersPage(
            characters: characters + next.characters,
            currentPage: next.currentPage,
            totalPages: next.totalPages,
            totalCount: next.totalCount,
            hasNextPage: next.hasNextPage,
            hasPreviousPage: hasPreviousPage
        )
    }
}
