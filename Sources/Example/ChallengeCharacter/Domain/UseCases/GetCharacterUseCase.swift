/// Loads a character, from the cache first.
protocol GetCharacterUseCaseContract: Sendable {
    func execute(identifier: Int) async throws(CharacterError) -> Character
}

struct GetCharacterUseCase: GetCharacterUseCaseContract {
    let repository: any CharacterRepositoryContract

    func execute(identifier: Int) async throws(CharacterError) -> Character {
        try await repository.getCharacter(identifier: identifier, cachePolicy: .localFirst)
    }
}
