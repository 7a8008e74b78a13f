import ChallengeCore
import ChallengeMocks
import Testing

@testable import ChallengeHome

@Suite
struct HomeTrackerAndNavigatorTests {
    @Test("The tracker sends the home events")
    func trackerEvents() {
        // Given
        let trackerMock = TrackerMock()
        let sut = HomeTracker(tracker: trackerMock)

        // When
        sut.trackScreenViewed()
        sut.trackCharacterButtonTapped()
        sut.trackInfoButtonTapped()

        // Then
        #expect(trackerMock.trackedEvents.map(\.name) == ["home_viewed", "home_character_button_tapped", "home_info_button_tapped"])
    }

    @Test("The navigator goes to the character list and presents About as a sheet")
    func navigatorRoutes() {
        // Given
        let navigatorMock = NavigatorMock()
        let sut = HomeNavigator(navigator: navigatorMock)

        // When
        sut.navigateToCharacters()
        sut.presentAbout()

        // Then
        #expect(navigatorMock.navigatedPaths == ["character/list"])
        #expect(navigatorMock.presented.map(\.path) == ["home/about"])
        #expect(navigatorMock.presented.map(\.style) == [.sheet])
    }
}
