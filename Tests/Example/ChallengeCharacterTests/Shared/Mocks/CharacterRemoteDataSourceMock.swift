import ChallengeCore

@testable import ChallengeCharacter

final class CharacterRemoteDataSourceMock: CharacterRemoteDataSourceContract, @unchecked Sendable {
    var characterResult: Result<CharacterDTO, DataSourceError> = .failure(.unavailable(description: "offline"))
    var charactersResult: Result<CharactersResponseDTO, DataSourceError> = .failure(.unavailable(description: "offline"))
    private(set) var fetchCharacterCallCount = 0
    private(set) var fetchCharactersCallCount = 0
    private(set) var lastRequestedPage: Int?
    private(set) var lastRequestedFilter: CharacterFilter?

    func fetchCharacter(identifier: Int) async throws(DataSourceError) -> CharacterDTO {
        fetchCharacterCallCount += 1
        return try characterResult.get()
    }

    func fetchCharacters(page: Int, filter: CharacterFilter) async throws(DataSourceError) -> CharactersResponseDTO {
        fetchCharactersCallCount += 1
        lastRequestedPage = page
        lastRequestedFilter = filter
        return try charactersResult.get()
    }
}
