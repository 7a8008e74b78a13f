/// Loads a page of characters, from the cache first.
protocol GetCharactersPageUseCaseContract: Sendable {
    func execute(page: Int) async throws(CharactersPageError) -> CharactersPage
}

struct GetCharactersPageUseCase: GetCharactersPageUseCaseContract {
    let repository: any CharacterRepositoryContract

    func execute(page: Int) async throws(CharactersPageError) -> CharactersPage {
        try await repository.getCharactersPage(page: page, cachePolicy: .localFirst)
    }
}
