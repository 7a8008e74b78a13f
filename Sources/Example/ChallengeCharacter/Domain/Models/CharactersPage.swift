/// One page of the character list.
struct CharactersPage: Equatable, Sendable {
    let characters: [Character]
    let currentPage: Int
    let totalPages: Int
    let totalCount: Int
    let hasNextPage: Bool
    let hasPreviousPage: Bool
}
