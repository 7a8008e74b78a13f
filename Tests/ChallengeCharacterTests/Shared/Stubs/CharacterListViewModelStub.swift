import Foundation
import Observation

@testable import ChallengeCharacter

/// ViewModel stub for snapshot tests: a fixed state, no work.
@Observable
final class CharacterListViewModelStub: CharacterListViewModelContract {
    var state: CharacterListViewState
    var searchQuery: String

    init(state: CharacterListViewState, searchQuery: String = "") {
        self.state = state
        self.searchQuery = searchQuery
    }

    func didAppear() async {}
    func didTapOnRetryButton() async {}
    func didPullToRefresh() async {}
    func didTapOnLoadMoreButton() async {}
    func didSubmitSearch() async {}
    func didSelect(_ character: Character) {}
}
