import Foundation
import Observation

@testable import ChallengeCharacter

/// ViewModel stub for snapshot tests: a fixed state, no work.
@Observable
final class CharacterListViewModelStub: CharacterListViewModelContract {
    var state: CharacterListViewState
    var searchQuery: String
    var activeFilterCount: Int

    init(state: CharacterListViewState, searchQuery: String = "", activeFilterCount: Int = 0) {
        self.state = state
        self.searchQuery = searchQuery
        self.activeFilterCount = activeFilterCount
    }

    func didAppear() async {}
    func didTapOnRetryButton() async {}
    func didPullToRefresh() async {}
    func didTapOnLoadMoreButton() async {}
    func didSubmitSearch() async {}
    func didChangeSearchQuery() async {}
    func didSelect(_ character: Character) {}
    func didTapCharacterFilterButton() {}
}
