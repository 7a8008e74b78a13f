import ChallengeCore
import Foundation
import Testing

@testable import ChallengeCharacter

@Suite
struct CharacterRepositoryTests {
    private let remoteMock = CharacterRemoteDataSourceMock()
    private let memory = CharacterMemoryDataSource()
    private var sut: CharacterRepository { CharacterRepository(remote: remoteMock, memory: memory) }

    // MARK: - Characters

    @Test("localFirst returns the cached character without asking the remote source")
    func localFirstUsesCache() async throws {
        // Given
        await memory.save(Character.stub(name: "Cached"))

        // When
        let character = try await sut.getCharacter(identifier: 1, cachePolicy: .localFirst)

        // Then
        #expect(character.name == "Cached")
        #expect(remoteMock.fetchCharacterCallCount == 0)
    }

    @Test("localFirst on a miss fetches, maps and caches the character")
    func localFirstMissFetchesAndCaches() async throws {
        // Given
        remoteMock.characterResult = .success(.stub())

        // When
        let character = try await sut.getCharacter(identifier: 1, cachePolicy: .localFirst)

        // Then
        #expect(character == .stub())
        #expect(await memory.character(identifier: 1) == .stub())
    }

    @Test("remoteFirst asks the remote source even with a cached character")
    func remoteFirstFetches() async throws {
        // Given
        await memory.save(Character.stub(name: "Cached"))
        remoteMock.characterResult = .success(.stub(name: "Fresh"))

        // When
        let character = try await sut.getCharacter(identifier: 1, cachePolicy: .remoteFirst)

        // Then
        #expect(character.name == "Fresh")
        #expect(await memory.character(identifier: 1)?.name == "Fresh")
    }

    @Test("remoteFirst falls back to the cache when the remote source fails")
    func remoteFirstFallsBack() async throws {
        // Given
        await memory.save(Character.stub(name: "Cached"))

        // When
        let character = try await sut.getCharacter(identifier: 1, cachePolicy: .remoteFirst)

        // Then
        #expect(character.name == "Cached")
    }

    @Test("Source errors become domain errors", arguments: [
        (DataSourceError.notFound, CharacterError.notFound(identifier: 1)),
        (.unavailable(description: "offline"), .loadFailed(description: "unavailable(offline)")),
    ])
    func errorsAreMapped(sourceError: DataSourceError, expected: CharacterError) async {
        // Given
        remoteMock.characterResult = .failure(sourceError)

        // Then
        do {
            _ = try await sut.getCharacter(identifier: 1, cachePolicy: .noCache)
            Issue.record("expected an error")
        } catch {
            #expect(error == expected)
            #expect(error.debugDescription == expected.debugDescription)
        }
    }

    // MARK: - Pages

    @Test("A page is built from the response; its page number is the one asked for")
    func pageMapping() async throws {
        // Given
        remoteMock.charactersResult = .success(.stub(info: .stub(count: 826, pages: 42, next: "next", prev: "prev")))

        // When
        let page = try await sut.getCharactersPage(page: 3, cachePolicy: .noCache)

        // Then
        #expect(page == .stub(characters: [.stub()], currentPage: 3, totalPages: 42, totalCount: 826, hasNextPage: true, hasPreviousPage: true))
        #expect(remoteMock.lastRequestedPage == 3)
        #expect(remoteMock.lastRequestedFilter == .empty)
    }

    @Test("Cached pages are cleared by clearPagesCache")
    func clearPages() async throws {
        // Given
        remoteMock.charactersResult = .success(.stub())
        _ = try await sut.getCharactersPage(page: 1, cachePolicy: .localFirst)

        // When
        await sut.clearPagesCache()
        _ = try await sut.getCharactersPage(page: 1, cachePolicy: .localFirst)

        // Then
        #expect(remoteMock.fetchCharactersCallCount == 2)
    }

    @Test("A missing page is an invalid page")
    func missingPage() async {
        // Given
        remoteMock.charactersResult = .failure(.notFound)

        // Then
        await #expect(throws: CharactersPageError.invalidPage(page: 5)) {
            try await sut.getCharactersPage(page: 5, cachePolicy: .noCache)
        }
    }

    @Test("Search asks the remote source with the filter, never the cache")
    func searchIsRemote() async throws {
        // Given
        let filter = CharacterFilter(name: "Rick", status: .alive, gender: .male)
        remoteMock.charactersResult = .success(.stub())

        // When
        _ = try await sut.searchCharactersPage(page: 1, filter: filter)
        _ = try await sut.searchCharactersPage(page: 1, filter: filter)

        // Then
        #expect(remoteMock.fetchCharactersCallCount == 2)
        #expect(remoteMock.lastRequestedFilter == filter)
        #expect(await memory.page(1) == nil)
    }

    @Test("A search without matches is an invalid page")
    func searchWithoutMatches() async {
        // Given
        remoteMock.charactersResult = .failure(.notFound)

        // Then
        await #expect(throws: CharactersPageError.invalidPage(page: 1)) {
            try await sut.searchCharactersPage(page: 1, filter: CharacterFilter(species: "Squanch"))
        }
    }
}
