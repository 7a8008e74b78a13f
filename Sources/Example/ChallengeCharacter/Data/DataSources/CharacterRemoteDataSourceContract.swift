import ChallengeCore

/// The remote source of characters, in the API's shape. The example app reads pages
/// shipped with the package; a network source can take its place.
protocol CharacterRemoteDataSourceContract: Sendable {
    func fetchCharacter(identifier: Int) async throws(DataSourceError) -> CharacterDTO
    /// A page of the list, or, when `filter` is not empty, of the characters that
    /// match it.
    func fetchCharacters(page: Int, filter: CharacterFilter) async throws(DataSourceError) -> CharactersResponseDTO
}
