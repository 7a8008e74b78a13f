import ChallengeCore

/// Where characters come from, whatever the source.
protocol CharacterRepositoryContract: Sendable {
    func getCharacter(identifier: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> Character
    func getCharactersPage(page: Int, cachePolicy: CachePolicy) async throws(CharactersPageError) -> CharactersPage
    /// Characters that match every criterion of `filter`, from the remote source only.
    func searchCharactersPage(page: Int, filter: CharacterFilter) async throws(CharactersPageError) -> CharactersPage
    func clearPagesCache() async
}
