@testable import ChallengeCharacter

extension CharacterDTO {
    static func stub(
        id: Int = 1,
        name: String = "Rick Sanchez",
        status: String = "Alive",
        species: String = "Human",
        type: String = "",
        gender: String = "Male",
        origin: LocationDTO = .stub(name: "Earth (C-137)", url: "https://rickandmortyapi.com/api/location/1"),
        location: LocationDTO = .stub(name: "Citadel of Ricks", url: "https://rickandmortyapi.com/api/location/3")
    ) -> CharacterDTO {
        CharacterDTO(
            id: id,
            name: name,
            status: status,
            species: species,
            type: type,
            gender: gender,
            origin: origin,
            location: location,
            image: "https://rickandmortyapi.com/api/character/avatar/\(id).jpeg",
            episode: ["https://rickandmortyapi.com/api/episode/1"],
            url: "https://rickandmortyapi.com/api/character/\(id)",
            created: "2017-11-04T18:48:46.250Z"
        )
    }
}

extension LocationDTO {
    static func stub(name: String = "Earth (C-137)", url: String = "https://rickandmortyapi.com/api/location/1") -> LocationDTO {
        LocationDTO(name: name, url: url)
    }
}

extension PaginationInfoDTO {
    static func stub(
        count: Int = 826,
        pages: Int = 42,
        next: String? = "https://rickandmortyapi.com/api/character?page=2",
        prev: String? = nil
    ) -> PaginationInfoDTO {
        PaginationInfoDTO(count: count, pages: pages, next: next, prev: prev)
    }
}

extension CharactersResponseDTO {
    static func stub(info: PaginationInfoDTO = .stub(), results: [CharacterDTO] = [.stub()]) -> CharactersResponseDTO {
        CharactersResponseDTO(info: info, results: results)
    }
}
