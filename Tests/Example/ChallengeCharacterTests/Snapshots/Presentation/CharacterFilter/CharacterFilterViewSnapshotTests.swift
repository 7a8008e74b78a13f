import Testing
import ViewSnapshotTesting

@testable import ChallengeCharacter

@MainActor
struct CharacterFilterViewSnapshotTests {
    // MARK: - Tests

    @Test("Renders empty state with Reset disabled")
    func emptyState() {
        assertSnapshot(of: screen(CharacterFilterViewModelStub()), as: .device)
    }

    @Test("Renders the alive status selected")
    func statusSelected() {
        assertSnapshot(of: screen(CharacterFilterViewModelStub(status: .alive, hasActiveFilters: true)), as: .device)
    }

    @Test("Renders the female gender selected")
    func genderSelected() {
        assertSnapshot(of: screen(CharacterFilterViewModelStub(gender: .female, hasActiveFilters: true)), as: .device)
    }

    @Test("Renders the species and type fields filled")
    func textFieldsFilled() {
        assertSnapshot(of: screen(CharacterFilterViewModelStub(species: "Human", type: "Parasite", hasActiveFilters: true)), as: .device)
    }

    @Test("Renders every filter selected")
    func allFiltersSelected() {
        // Given
        let viewModel = CharacterFilterViewModelStub(status: .dead, species: "Alien", type: "Robot", gender: .male, hasActiveFilters: true)

        // Then
        assertSnapshot(of: screen(viewModel), as: .device)
    }

    // MARK: - Private

    private func screen(_ viewModel: CharacterFilterViewModelStub) -> some View {
        NavigationStack {
            CharacterFilterView(viewModel: viewModel)
        }
    }
}
