import ChallengeCore

@testable import ChallengeCharacter

final class CharacterRemoteDataSourceMock: CharacterRemoteDataSourceContract, @unchecked Sendable {
    var characterResult: Result<CharacterDTO, DataSourceError> = .failure(.unavailable(description: "offline"))
    var charactersResult: Result<CharactersResponseDTO, DataSourceError> = .failure(.unavailable(description: "offline"))
    private(set) var fetchCharacterCallCount = 0
    private(set) var fetchCharactersCallCount = 0
    private(set) var lastRequestedPage: Int?
    private(set) var lastRequestedName: String?

    func fetchCharacter(identifier: Int) async throws(DataSourceError) -> CharacterDTO {
        fetchCharacterCallCount += 1
        return try characterResult.get()
    }

    func fetchCharacters(page: Int, name: String?) async throws(DataSourceError) -> CharactersResponseDTO {
        fetchCharactersCallCount += 1
        lastRequestedPage = page
        lastRequestedName = name
        return try charactersResult.get()
    }
}
