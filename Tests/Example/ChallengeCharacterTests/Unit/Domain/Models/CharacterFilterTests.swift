import Testing

@testable import ChallengeCharacter

@Suite
struct CharacterFilterTests {
    @Test("The empty filter sets no criterion")
    func emptyFilter() {
        #expect(CharacterFilter.empty == CharacterFilter(name: nil, status: nil, species: nil, type: nil, gender: nil))
        #expect(CharacterFilter.empty.isEmpty)
        #expect(CharacterFilter.empty.activeCount == 0)
    }

    @Test("A name alone makes the filter non-empty but counts as no active filter")
    func nameDoesNotCount() {
        // Given
        let sut = CharacterFilter(name: "Rick")

        // Then
        #expect(!sut.isEmpty)
        #expect(sut.activeCount == 0)
    }

    @Test("Status, species, type and gender each count once", arguments: [
        (CharacterFilter(status: .alive), 1),
        (CharacterFilter(species: "Human"), 1),
        (CharacterFilter(type: "Parasite"), 1),
        (CharacterFilter(gender: .female), 1),
        (CharacterFilter(status: .dead, gender: .male), 2),
        (CharacterFilter(name: "Rick", status: .dead, species: "Alien", type: "Robot", gender: .male), 4),
    ])
    func activeCount(filter: CharacterFilter, expected: Int) {
        #expect(filter.activeCount == expected)
        #expect(!filter.isEmpty)
    }
}
