import ChallengeCore
import SwiftUI

/// Builds the home screen with its navigator and tracker.
@MainActor
public final class HomeContainer {
    private let navigator: NavigatorContract
    private let tracker: TrackerContract

    public init(navigator: NavigatorContract, tracker: TrackerContract) {
        self.navigator = navigator
        self.tracker = tracker
    }

    public func makeHomeView() -> some View {
        HomeView(viewModel: makeHomeViewModel())
    }

    func makeHomeViewModel() -> HomeViewModel {
        HomeViewModel(navigator: HomeNavigator(navigator: navigator), tracker: HomeTracker(tracker: tracker))
    }
}
