import ChallengeCore

/// The remote source of characters, in the API's shape. The example app reads pages
/// shipped with the package; a network source can take its place.
protocol CharacterRemoteDataSourceContract: Sendable {
    func fetchCharacter(identifier: Int) async throws(DataSourceError) -> CharacterDTO
    /// A page of the list, or of the characters whose name contains `name`.
    func fetchCharacters(page: Int, name: String?) async throws(DataSourceError) -> CharactersResponseDTO
}
