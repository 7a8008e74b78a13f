/// A page of the API's character list.
struct CharactersResponseDTO: Decodable, Equatable, Sendable {
    let info: PaginationInfoDTO
    let results: [CharacterDTO]
}

struct PaginationInfoDTO: Decodable, Equatable, Sendable {
    let count: Int
    let pages: Int
    let next: String?
    let prev: String?
}
