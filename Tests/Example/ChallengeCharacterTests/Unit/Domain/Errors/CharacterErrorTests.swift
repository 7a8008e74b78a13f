import Foundation
import Testing

@testable import ChallengeCharacter

@Suite
struct CharacterErrorTests {
    @Test("Equality ignores the description of a load failure")
    func equalityIgnoresDescription() {
        #expect(CharacterError.loadFailed(description: "a") == .loadFailed(description: "b"))
        #expect(CharacterError.notFound(identifier: 1) != .notFound(identifier: 2))
        #expect(CharactersPageError.loadFailed(description: "a") == .loadFailed())
        #expect(CharactersPageError.invalidPage(page: 1) != .loadFailed())
    }

    @Test("User-facing texts come from the string tables")
    func userFacingTexts() {
        #expect(CharacterError.loadFailed().localizedDescription == "Failed to load character. Please try again.")
        #expect(CharacterError.notFound(identifier: 7).localizedDescription == "Character with ID 7 was not found.")
        #expect(CharactersPageError.invalidPage(page: 9).localizedDescription == "Page 9 does not exist.")
    }

    @Test("Debug descriptions are for trackers")
    func debugDescriptions() {
        #expect(CharacterError.loadFailed(description: "timeout").debugDescription == "timeout")
        #expect(CharacterError.notFound(identifier: 7).debugDescription == "notFound(identifier: 7)")
        #expect(CharactersPageError.invalidPage(page: 9).debugDescription == "invalidPage(page: 9)")
    }

    @Test("Statuses and genders fall back to unknown")
    func apiValues() {
        #expect(CharacterStatus(apiValue: "Alive") == .alive)
        #expect(CharacterStatus(apiValue: "zombie") == .unknown)
        #expect(CharacterGender(apiValue: "Genderless") == .genderless)
        #expect(CharacterGender(apiValue: "other") == .unknown)
    }
}
