import Foundation
import Testing

@testable import ChallengeCharacter

@Suite
struct CharacterMemoryDataSourceTests {
    private let sut = CharacterMemoryDataSource()

    @Test("A saved character is found by its identifier; others are not")
    func savesCharacters() async {
        // When
        await sut.save(Character.stub(id: 7, name: "Squanchy"))

        // Then
        #expect(await sut.character(identifier: 7)?.name == "Squanchy")
        #expect(await sut.character(identifier: 8) == nil)
    }

    @Test("Saving a character again replaces it")
    func replacesCharacters() async {
        // Given
        await sut.save(Character.stub(id: 1, name: "Rick"))

        // When
        await sut.save(Character.stub(id: 1, name: "Evil Rick"))

        // Then
        #expect(await sut.character(identifier: 1)?.name == "Evil Rick")
    }

    @Test("A saved page is found by its number, and its characters one by one")
    func savesPagesAndTheirCharacters() async {
        // Given
        let page = CharactersPage.stub(characters: [.stub(id: 1, name: "Rick"), .stub(id: 2, name: "Morty")], currentPage: 3)

        // When
        await sut.save(page)

        // Then
        #expect(await sut.page(3) == page)
        #expect(await sut.page(1) == nil)
        #expect(await sut.character(identifier: 2)?.name == "Morty")
    }

    @Test("Clearing pages keeps the characters, so a detail still opens from the cache")
    func clearPagesKeepsCharacters() async {
        // Given
        await sut.save(CharactersPage.stub(characters: [.stub(id: 1, name: "Rick")], currentPage: 1))

        // When
        await sut.clearPages()

        // Then
        #expect(await sut.page(1) == nil)
        #expect(await sut.character(identifier: 1)?.name == "Rick")
    }
}
