import Foundation

@MainActor
protocol CharacterListViewModelContract: AnyObject {
    var state: CharacterListViewState { get }
    var searchQuery: String { get set }
    /// How many filters the filter screen has applied, for the toolbar's badge.
    var activeFilterCount: Int { get }
    func didAppear() async
    func didTapOnRetryButton() async
    func didPullToRefresh() async
    func didTapOnLoadMoreButton() async
    func didSubmitSearch() async
    func didChangeSearchQuery() async
    func didSelect(_ character: Character)
    func didTapCharacterFilterButton()
}
