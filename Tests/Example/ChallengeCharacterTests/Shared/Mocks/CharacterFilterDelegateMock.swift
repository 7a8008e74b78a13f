@testable import ChallengeCharacter

@MainActor
final class CharacterFilterDelegateMock: CharacterFilterDelegate {
    var currentFilter: CharacterFilter
    private(set) var didApplyFilterCallCount = 0
    private(set) var appliedFilters: [CharacterFilter] = []
    /// Runs while the delegate applies a filter: lets a test see what happened before.
    var onApply: (() -> Void)?

    var lastAppliedFilter: CharacterFilter? { appliedFilters.last }

    init(currentFilter: CharacterFilter = .empty) {
        self.currentFilter = currentFilter
    }

    func didApplyFilter(_ filter: CharacterFilter) async {
        didApplyFilterCallCount += 1
        appliedFilters.append(filter)
        onApply?()
    }
}
