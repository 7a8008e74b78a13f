import ChallengeCore
import ChallengeMocks
import Testing

@testable import ChallengeCharacter

@Suite
struct CharacterDetailTrackerTests {
    private let trackerMock = TrackerMock()
    private let sut: CharacterDetailTracker

    init() {
        sut = CharacterDetailTracker(tracker: trackerMock)
    }

    @Test("Each method sends its event with its properties")
    func events() {
        // When
        sut.trackScreenViewed(identifier: 7)
        sut.trackRetryButtonTapped()
        sut.trackPullToRefreshTriggered()
        sut.trackBackButtonTapped()
        sut.trackEpisodesButtonTapped(identifier: 7)
        sut.trackLoadError(description: "load")
        sut.trackRefreshError(description: "refresh")

        // Then
        #expect(trackerMock.trackedEvents == [
            TrackedEvent(name: "character_detail_viewed", properties: ["id": "7"]),
            TrackedEvent(name: "character_detail_retry_tapped"),
            TrackedEvent(name: "character_detail_pull_to_refresh"),
            TrackedEvent(name: "character_detail_back_tapped"),
            TrackedEvent(name: "character_detail_episodes_tapped", properties: ["id": "7"]),
            TrackedEvent(name: "character_detail_load_error", properties: ["description": "load"]),
            TrackedEvent(name: "character_detail_refresh_error", properties: ["description": "refresh"]),
        ])
    }
}
