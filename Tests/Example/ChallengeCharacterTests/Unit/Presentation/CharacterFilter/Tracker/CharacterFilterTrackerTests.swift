import ChallengeCore
import ChallengeMocks
import Testing

@testable import ChallengeCharacter

@Suite
struct CharacterFilterTrackerTests {
    private let trackerMock = TrackerMock()
    private let sut: CharacterFilterTracker

    init() {
        sut = CharacterFilterTracker(tracker: trackerMock)
    }

    @Test("Each method sends its event with its properties")
    func events() {
        // When
        sut.trackScreenViewed()
        sut.trackApplyFilters(filterCount: 3)
        sut.trackResetFilters()
        sut.trackCloseTapped()

        // Then
        #expect(trackerMock.trackedEvents == [
            TrackedEvent(name: "character_filter_viewed"),
            TrackedEvent(name: "character_filter_filters_applied", properties: ["filter_count": "3"]),
            TrackedEvent(name: "character_filter_filters_reset"),
            TrackedEvent(name: "character_filter_close_tapped"),
        ])
    }
}
