@testable import ChallengeCharacter

final class CharacterListNavigatorMock: CharacterListNavigatorContract, @unchecked Sendable {
    private(set) var navigateToDetailCallCount = 0
    private(set) var navigateToDetailIds: [Int] = []
    private(set) var presentCharacterFilterCallCount = 0
    private(set) var lastPresentedFilterDelegate: (any CharacterFilterDelegate)?

    func navigateToDetail(identifier: Int) {
        navigateToDetailCallCount += 1
        navigateToDetailIds.append(identifier)
    }

    func presentCharacterFilter(delegate: any CharacterFilterDelegate) {
        presentCharacterFilterCallCount += 1
        lastPresentedFilterDelegate = delegate
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

final class CharacterFilterNavigatorMock: CharacterFilterNavigatorContract, @unchecked Sendable {
    private(set) var dismissCallCount = 0

    func dismiss() {
        dismissCallCount += 1
    }
}
