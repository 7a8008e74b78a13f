import Foundation
import Observation

@Observable
final class CharacterListViewModel: CharacterListViewModelContract {
    private(set) var state: CharacterListViewState = .idle
    var searchQuery = ""

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
            let next = try await fetch(page: page.currentPage + 1)
            state = .loaded(page.appending(next))
        } catch {
            // Nothing to show: the loaded list and its button stay.
        }
    }

    /// Searches by name without a loading screen, as the list is already showing.
    func didSubmitSearch() async {
        await fetchFirstPage()
    }

    func didSelect(_ character: Character) {
        navigator.navigateToDetail(identifier: character.id)
    }
}

// MARK: - Private

private extension CharacterListViewModel {
    /// The query the search uses: trimmed, nil when blank.
    var activeQuery: String? {
        let query = searchQuery.trimmingCharacters(in: .whitespacesAndNewlines)
        return query.isEmpty ? nil : query
    }

    func load() async {
        state = .loading
        await fetchFirstPage()
    }

    func fetchFirstPage() async {
        do {
            let page = try await fetch(page: 1)
            if page.characters.isEmpty {
                state = activeQuery == nil ? .empty : .emptySearch
            } else {
                state = .loaded(page)
            }
        } catch {
            state = .error(error)
        }
    }

    func fetch(page: Int) async throws(CharactersPageError) -> CharactersPage {
        if let query = activeQuery {
            return try await searchCharactersPageUseCase.execute(page: page, filter: CharacterFilter(name: query))
        }
        return try await getCharactersPageUseCase.execute(page: page)
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
