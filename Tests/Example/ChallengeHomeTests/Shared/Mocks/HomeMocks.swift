@testable import ChallengeHome

final class HomeNavigatorMock: HomeNavigatorContract, @unchecked Sendable {
    private(set) var navigateToCharactersCallCount = 0
    private(set) var presentAboutCallCount = 0

    func navigateToCharacters() {
        navigateToCharactersCallCount += 1
    }

    func presentAbout() {
        presentAboutCallCount += 1
    }
}

final class HomeTrackerMock: HomeTrackerContract, @unchecked Sendable {
    /// Tracked calls in order, to check that tracking comes before navigation.
    private(set) var trackedCalls: [String] = []

    var screenViewedCallCount: Int { trackedCalls.filter { $0 == "screenViewed" }.count }

    func trackScreenViewed() {
        trackedCalls.append("screenViewed")
    }

    func trackCharacterButtonTapped() {
        trackedCalls.append("characterButtonTapped")
    }

    func trackInfoButtonTapped() {
        trackedCalls.append("infoButtonTapped")
    }
}
