import Foundation
import Observation

/// Edits a copy of the delegate's filter; nothing reaches the delegate until Apply.
/// Main-actor isolated, as its delegate is.
@MainActor
@Observable
final class CharacterFilterViewModel: CharacterFilterViewModelContract {
    var filter: CharacterFilter

    var hasActiveFilters: Bool {
        filter.activeCount > 0
    }

    private let delegate: any CharacterFilterDelegate
    private let navigator: CharacterFilterNavigatorContract
    private let tracker: CharacterFilterTrackerContract

    init(
        delegate: any CharacterFilterDelegate,
        navigator: CharacterFilterNavigatorContract,
        tracker: CharacterFilterTrackerContract
    ) {
        filter = delegate.currentFilter
        self.delegate = delegate
        self.navigator = navigator
        self.tracker = tracker
    }

    func didAppear() {
        tracker.trackScreenViewed()
    }

    /// Hands the filter to the delegate, then closes the screen.
    func didTapApply() async {
        tracker.trackApplyFilters(filterCount: filter.activeCount)
        await delegate.didApplyFilter(filter)
        navigator.dismiss()
    }

    /// Clears every criterion; the screen stays open, and the delegate learns nothing
    /// until Apply.
    func didTapReset() {
        filter = .empty
        tracker.trackResetFilters()
    }

    func didTapClose() {
        tracker.trackCloseTapped()
        navigator.dismiss()
    }
}
