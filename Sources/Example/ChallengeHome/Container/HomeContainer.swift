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

    /// The screen of a destination of this feature's; nil for another feature's, or
    /// one it leads to that another feature draws (the characters, the about screen).
    public func resolve(_ destination: any NavigationDestination) -> AnyView? {
        nil
    }

    func makeHomeViewModel() -> HomeViewModel {
        HomeViewModel(navigator: HomeNavigator(navigator: navigator), tracker: HomeTracker(tracker: tracker))
    }
}
