import ChallengeCore

struct HomeTracker: HomeTrackerContract {
    let tracker: TrackerContract

    func trackScreenViewed() {
        tracker.track(HomeEvent.screenViewed)
    }

    func trackCharacterButtonTapped() {
        tracker.track(HomeEvent.characterButtonTapped)
    }

    func trackInfoButtonTapped() {
        tracker.track(HomeEvent.infoButtonTapped)
    }
}
