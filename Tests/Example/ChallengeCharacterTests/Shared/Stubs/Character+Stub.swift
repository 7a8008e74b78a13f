import Foundation

@testable import ChallengeCharacter

extension Character {
    static func stub(
        id: Int = 1,
        name: String = "Rick Sanchez",
        status: CharacterStatus = .alive,
        species: String = "Human",
        gender: CharacterGender = .male,
        origin: Location = .stub(),
        location: Location = .stub(name: "Citadel of Ricks"),
        imageURL: URL? = URL(string: "https://rickandmortyapi.com/api/character/avatar/1.jpeg")
    ) -> Character {
        Character(id: id, name: name, status: status, species: species, gender: gender, origin: origin, location: location, imageURL: imageURL)
    }
}

extension Location {
    static func stub(name: String = "Earth (C-137)") -> Location {
        Location(name: name)
    }
}

extension CharactersPage {
    static func stub(
        characters: [Character] = [.stub()],
        currentPage: Int = 1,
        totalPages: Int = 42,
        totalCount: Int = 826,
        hasNextPage: Bool = true,
        hasPreviousPage: Bool = false
    ) -> CharactersPage {
        CharactersPage(
            characters: characters,
            currentPage: currentPage,
            totalPages: totalPages,
            totalCount: totalCount,
            hasNextPage: hasNextPage,
            hasPreviousPage: hasPreviousPage
        )
    }
}
