import Foundation
import Observation

@testable import ChallengeCharacter

/// ViewModel stub for snapshot tests: a fixed state, no work.
@Observable
final class CharacterDetailViewModelStub: CharacterDetailViewModelContract {
    var state: CharacterDetailViewState

    init(state: CharacterDetailViewState) {
        self.state = state
    }

    func didAppear() async {
        // No-op: state is fixed for snapshots
    }

    func didTapOnRetryButton() async {
        // No-op: state is fixed for snapshots
    }

    func didPullToRefresh() async {
        // No-op: state is fixed for snapshots
    }

    func didTapOnBack() {
        // No-op: navigation not tested in snapshots
    }

    func didTapOnEpisodes() {
        // No-op: navigation not tested in snapshots
    }
}
