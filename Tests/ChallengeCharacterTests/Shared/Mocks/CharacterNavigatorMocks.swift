@testable import ChallengeCharacter

final class CharacterListNavigatorMock: CharacterListNavigatorContract, @unchecked Sendable {
    private(set) var navigateToDetailIds: [Int] = []

    func navigateToDetail(identifier: Int) {
        navigateToDetailIds.append(identifier)
    }
}

final class CharacterDetailNavigatorMock: CharacterDetailNavigatorContract, @unchecked Sendable {
    private(set) var goBackCallCount = 0
    private(set) var navigateToEpisodesIdentifiers: [Int] = []

    func goBack() {
        goBackCallCount += 1
    }

    func navigateToEpisodes(characterIdentifier: Int) {
        navigateToEpisodesIdentifiers.append(characterIdentifier)
    }
}
