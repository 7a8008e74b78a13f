/// Forgets every cached page, then loads one from the remote source first.
protocol RefreshCharactersPageUseCaseContract: Sendable {
    func execute(page: Int) async throws(CharactersPageError) -> CharactersPage
}

struct RefreshCharactersPageUseCase: RefreshCharactersPageUseCaseContract {
    let repository: any CharacterRepositoryContract

    func execute(page: Int) async throws(CharactersPageError) -> CharactersPage {
        await repository.clearPagesCache()
        return try await repository.getCharactersPage(page: page, cachePolicy: .remoteFirst)
    }
}
