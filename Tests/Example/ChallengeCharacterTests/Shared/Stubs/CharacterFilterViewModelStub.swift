import Foundation
import Observation

@testable import ChallengeCharacter

/// ViewModel stub for snapshot tests: a fixed filter, no work. Whether Reset is enabled
/// is given, not worked out.
@Observable
final class CharacterFilterViewModelStub: CharacterFilterViewModelContract {
    var filter: CharacterFilter
    let hasActiveFilters: Bool

    init(
        status: CharacterStatus? = nil,
        species: String? = nil,
        type: String? = nil,
        gender: CharacterGender? = nil,
        hasActiveFilters: Bool = false
    ) {
        filter = CharacterFilter(status: status, species: species, type: type, gender: gender)
        self.hasActiveFilters = hasActiveFilters
    }

    func didAppear() {}
    func didTapApply() async {}
    func didTapReset() {}
    func didTapClose() {}
}
