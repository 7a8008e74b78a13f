import ChallengeCore
import Testing

@testable import ChallengeCharacter

@Suite
struct CharacterUseCaseTests {
    private let repositoryMock = CharacterRepositoryMock()

    // MARK: - GetCharacterUseCase

    @Test("Get character reads the cache first")
    func getCharacterIsLocalFirst() async throws {
        // Given
        repositoryMock.characterResult = .success(.stub())
        let sut = GetCharacterUseCase(repository: repositoryMock)

        // When
        let character = try await sut.execute(identifier: 7)

        // Then
        #expect(character == .stub())
        #expect(repositoryMock.lastRequestedIdentifier == 7)
        #expect(repositoryMock.lastCachePolicy == .localFirst)
    }

    @Test("Refresh character reads the remote source first")
    func refreshCharacterIsRemoteFirst() async throws {
        // Given
        repositoryMock.characterResult = .success(.stub())
        let sut = RefreshCharacterUseCase(repository: repositoryMock)

        // When
        _ = try await sut.execute(identifier: 7)

        // Then
        #expect(repositoryMock.lastCachePolicy == .remoteFirst)
    }

    @Test("Get character passes the repository's error on")
    func getCharacterPassesErrors() async {
        // Given
        repositoryMock.characterResult = .failure(.notFound(identifier: 7))
        let sut = GetCharacterUseCase(repository: repositoryMock)

        // Then
        await #expect(throws: CharacterError.notFound(identifier: 7)) {
            try await sut.execute(identifier: 7)
        }
    }

    // MARK: - Pages

    @Test("Get characters page reads the cache first")
    func getPageIsLocalFirst() async throws {
        // Given
        repositoryMock.pageResult = .success(.stub())
        let sut = GetCharactersPageUseCase(repository: repositoryMock)

        // When
        let page = try await sut.execute(page: 2)

        // Then
        #expect(page == .stub())
        #expect(repositoryMock.lastRequestedPage == 2)
        #expect(repositoryMock.lastCachePolicy == .localFirst)
    }

    @Test("Refresh characters page clears the cached pages, then reads remote first")
    func refreshPageClearsCacheFirst() async throws {
        // Given
        repositoryMock.pageResult = .success(.stub())
        let sut = RefreshCharactersPageUseCase(repository: repositoryMock)

        // When
        _ = try await sut.execute(page: 1)

        // Then
        #expect(repositoryMock.calls == ["clearPagesCache", "getCharactersPage"])
        #expect(repositoryMock.lastCachePolicy == .remoteFirst)
    }

    @Test("Search passes the filter and page on")
    func searchPassesFilter() async throws {
        // Given
        let filter = CharacterFilter(name: "Rick", status: .alive, species: "Human", type: "Clone", gender: .male)
        repositoryMock.searchResult = .success(.stub())
        let sut = SearchCharactersPageUseCase(repository: repositoryMock)

        // When
        let page = try await sut.execute(page: 2, filter: filter)

        // Then
        #expect(page == .stub())
        #expect(repositoryMock.lastRequestedFilter == filter)
        #expect(repositoryMock.lastRequestedPage == 2)
        #expect(repositoryMock.searchCallCount == 1)
        #expect(repositoryMock.getCharactersPageCallCount == 0)
    }

    @Test("A search without matches is an empty page, not an error")
    func searchWithoutMatchesIsEmpty() async throws {
        // Given
        repositoryMock.searchResult = .failure(.invalidPage(page: 1))
        let sut = SearchCharactersPageUseCase(repository: repositoryMock)

        // When
        let page = try await sut.execute(page: 1, filter: CharacterFilter(name: "Squanchy"))

        // Then
        #expect(page == .stub(characters: [], currentPage: 1, totalPages: 0, totalCount: 0, hasNextPage: false, hasPreviousPage: false))
    }

    @Test("A failing search is still an error")
    func searchFailureIsAnError() async {
        // Given
        repositoryMock.searchResult = .failure(.loadFailed())
        let sut = SearchCharactersPageUseCase(repository: repositoryMock)

        // Then
        await #expect(throws: CharactersPageError.loadFailed()) {
            try await sut.execute(page: 1, filter: CharacterFilter(status: .dead))
        }
    }
}
