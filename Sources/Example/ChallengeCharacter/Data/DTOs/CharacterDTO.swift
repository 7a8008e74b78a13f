/// A character as the Rick and Morty API sends it.
struct CharacterDTO: Decodable, Equatable, Sendable {
    let id: Int
    let name: String
    let status: String
    let species: String
    let type: String
    let gender: String
    let origin: LocationDTO
    let location: LocationDTO
    let image: String
    let episode: [String]
    let url: String
    let created: String
}

struct LocationDTO: Decodable, Equatable, Sendable {
    let name: String
    let url: String
}
