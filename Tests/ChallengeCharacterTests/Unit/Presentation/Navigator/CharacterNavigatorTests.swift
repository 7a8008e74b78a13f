import ChallengeMocks
import Testing

@testable import ChallengeCharacter

@Suite
struct CharacterNavigatorTests {
    private let navigatorMock = NavigatorMock()

    @Test("The list navigator goes to a character's detail")
    func listNavigatesToDetail() {
        // When
        CharacterListNavigator(navigator: navigatorMock).navigateToDetail(identifier: 42)

        // Then
        #expect(navigatorMock.navigatedPaths == ["character/detail/42"])
    }

    @Test("The detail navigator goes back, and to the character's episodes")
    func detailNavigates() {
        // Given
        let sut = CharacterDetailNavigator(navigator: navigatorMock)

        // When
        sut.navigateToEpisodes(characterIdentifier: 1)
        sut.goBack()

        // Then
        #expect(navigatorMock.navigatedPaths == ["episode/character/1"])
        #expect(navigatorMock.goBackCallCount == 1)
    }
}
