import ChallengeCore

/// Characters from the remote source and the memory cache, by cache policy; source
/// errors become the domain's.
struct CharacterRepository: CharacterRepositoryContract {
    let remote: any CharacterRemoteDataSourceContract
    let memory: CharacterMemoryDataSource

    func getCharacter(identifier: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> Character {
        do {
            return try await cachePolicy.fetch(
                remote: { () async throws(DataSourceError) -> Character in
                    try await remote.fetchCharacter(identifier: identifier).domain
                },
                cached: { await memory.character(identifier: identifier) },
                save: { await memory.save($0) }
            )
        } catch .notFound {
            throw .notFound(identifier: identifier)
        } catch {
            throw .loadFailed(description: error.debugDescription)
        }
    }

    func getCharactersPage(page: Int, cachePolicy: CachePolicy) async throws(CharactersPageError) -> CharactersPage {
        do {
            return try await cachePolicy.fetch(
                remote: { () async throws(DataSourceError) -> CharactersPage in
                    try await remote.fetchCharacters(page: page, filter: .empty).domain(page: page)
                },
                cached: { await memory.page(page) },
                save: { await memory.save($0) }
            )
        } catch {
            throw Self.pageError(error, page: page)
        }
    }

    func searchCharactersPage(page: Int, filter: CharacterFilter) async throws(CharactersPageError) -> CharactersPage {
        do {
            return try await remote.fetchCharacters(page: page, filter: filter).domain(page: page)
        } catch {
            throw Self.pageError(error, page: page)
        }
    }

    func clearPagesCache() async {
        await memory.clearPages()
    }

    private static func pageError(_ error: DataSourceError, page: Int) -> CharactersPageError {
        switch error {
        case .notFound: .invalidPage(page: page)
        default: .loadFailed(description: error.debugDescription)
        }
    }
}
