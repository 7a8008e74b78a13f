/// Searches characters by a filter (the name included), never from the cache. No match
/// is an empty page, not an error: that is how "no results" reaches the screen.
protocol SearchCharactersPageUseCaseContract: Sendable {
    func execute(page: Int, filter: CharacterFilter) async throws(CharactersPageError) -> CharactersPage
}

struct SearchCharactersPageUseCase: SearchCharactersPageUseCaseContract {
    let repository: any CharacterRepositoryContract

    func execute(page: Int, filter: CharacterFilter) async throws(CharactersPageError) -> CharactersPage {
        do {
            return try await repository.searchCharactersPage(page: page, filter: filter)
        } catch .invalidPage {
            return CharactersPage(characters: [], currentPage: page, totalPages: 0, totalCount: 0, hasNextPage: false, hasPreviousPage: false)
        }
    }
}
