import Foundation

@MainActor
protocol CharacterFilterViewModelContract: AnyObject {
    var filter: CharacterFilter { get set }
    /// Whether any of status, species, type or gender is set: Reset is enabled.
    var hasActiveFilters: Bool { get }
    func didAppear()
    func didTapApply() async
    func didTapReset()
    func didTapClose()
}
