/// Loads a character from the remote source first: what pull to refresh wants.
protocol RefreshCharacterUseCaseContract: Sendable {
    func execute(identifier: Int) async throws(CharacterError) -> Character
}

struct RefreshCharacterUseCase: RefreshCharacterUseCaseContract {
    let repository: any CharacterRepositoryContract

    func execute(identifier: Int) async throws(CharacterError) -> Character {
        try await repository.getCharacter(identifier: identifier, cachePolicy: .remoteFirst)
    }
}
