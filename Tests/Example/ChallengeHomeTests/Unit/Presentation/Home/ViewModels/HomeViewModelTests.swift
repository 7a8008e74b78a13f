import Testing

@testable import ChallengeHome

@Suite(.timeLimit(.minutes(1)))
struct HomeViewModelTests {
    private let navigatorMock = HomeNavigatorMock()
    private let trackerMock = HomeTrackerMock()
    private let sut: HomeViewModel

    init() {
        sut = HomeViewModel(navigator: navigatorMock, tracker: trackerMock)
    }

    @Test("Did appear tracks the screen")
    func didAppearTracksScreenViewed() {
        // When
        sut.didAppear()

        // Then
        #expect(trackerMock.screenViewedCallCount == 1)
    }

    @Test("Did tap on character button navigates to characters")
    func didTapOnCharacterButtonNavigatesToCharacters() {
        // When
        sut.didTapOnCharacterButton()

        // Then
        #expect(navigatorMock.navigateToCharactersCallCount == 1)
        #expect(trackerMock.trackedCalls == ["characterButtonTapped"])
    }

    @Test("Did tap on info button presents about")
    func didTapOnInfoButtonPresentsAbout() {
        // When
        sut.didTapOnInfoButton()

        // Then
        #expect(navigatorMock.presentAboutCallCount == 1)
        #expect(trackerMock.trackedCalls == ["infoButtonTapped"])
    }
}
