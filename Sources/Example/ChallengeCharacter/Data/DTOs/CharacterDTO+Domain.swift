import Foundation

extension CharacterDTO {
    var domain: Character {
        Character(
            id: id,
            name: name,
            status: CharacterStatus(apiValue: status),
            species: species,
            gender: CharacterGender(apiValue: gender),
            origin: Location(name: origin.name),
            location: Location(name: location.name),
            imageURL: URL(string: image)
        )
    }
}

extension CharactersResponseDTO {
    /// The page number is the one asked for: the API does not send it.
    func domain(page: Int) -> CharactersPage {
        CharactersPage(
            characters: results.map(\.domain),
            currentPage: page,
            totalPages: info.pages,
            totalCount: info.count,
            hasNextPage: info.next != nil,
            hasPreviousPage: info.prev != nil
        )
    }
}
