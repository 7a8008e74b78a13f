import ChallengeMocks
import Testing

@testable import ChallengeCharacter

@MainActor
@Suite
struct CharacterNavigatorTests {
    private let navigatorMock = NavigatorMock()

    @Test("The list navigator goes to a character's detail")
    func listNavigatesToDetail() {
        // When
        CharacterListNavigator(navigator: navigatorMock).navigateToDetail(identifier: 42)

        // Then
        #expect(navigatorMock.navigateCallCount == 1)
        #expect(navigatorMock.navigatedPaths == ["character/detail/42"])
    }

    @Test("The list navigator covers the screen with the filter, which reports to the delegate")
    func listPresentsFilter() throws {
        // Given
        let delegate = CharacterFilterDelegateMock()

        // When
        CharacterListNavigator(navigator: navigatorMock).presentCharacterFilter(delegate: delegate)

        // Then
        #expect(navigatorMock.presentCallCount == 1)
        #expect(navigatorMock.presented.map(\.path) == ["character/filter"])
        #expect(navigatorMock.presented.map(\.style) == [.fullScreenCover])
        let destination = try #require(navigatorMock.presentedDestinations.first as? CharacterDestination)
        #expect(destination == .characterFilter(delegate: delegate))
        #expect(destination != .characterFilter(delegate: CharacterFilterDelegateMock()))
        #expect(navigatorMock.navigateCallCount == 0)
    }

    @Test("The filter navigator dismisses the filter screen")
    func filterDismisses() {
        // When
        CharacterFilterNavigator(navigator: navigatorMock).dismiss()

        // Then
        #expect(navigatorMock.dismissCallCount == 1)
        #expect(navigatorMock.goBackCallCount == 0)
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
