import ChallengeCore
import Foundation

@testable import ChallengeCharacter

final class CharacterRepositoryMock: CharacterRepositoryContract, @unchecked Sendable {
    var characterResult: Result<Character, CharacterError> = .failure(.loadFailed())
    var pageResult: Result<CharactersPage, CharactersPageError> = .failure(.loadFailed())
    var searchResult: Result<CharactersPage, CharactersPageError> = .failure(.loadFailed())
    private(set) var getCharacterCallCount = 0
    private(set) var getCharactersPageCallCount = 0
    private(set) var searchCallCount = 0
    private(set) var clearPagesCacheCallCount = 0
    private(set) var lastRequestedIdentifier: Int?
    private(set) var lastRequestedPage: Int?
    private(set) var lastRequestedFilter: CharacterFilter?
    private(set) var lastCachePolicy: CachePolicy?
    /// The order of calls, to check that the cache is cleared before a refresh.
    private(set) var calls: [String] = []

    func getCharacter(identifier: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> Character {
        getCharacterCallCount += 1
        lastRequestedIdentifier = identifier
        lastCachePolicy = cachePolicy
        calls.append("getCharacter")
        return try characterResult.get()
    }

    func getCharactersPage(page: Int, cachePolicy: CachePolicy) async throws(CharactersPageError) -> CharactersPage {
        getCharactersPageCallCount += 1
        lastRequestedPage = page
        lastCachePolicy = cachePolicy
        calls.append("getCharactersPage")
        return try pageResult.get()
    }

    func searchCharactersPage(page: Int, filter: CharacterFilter) async throws(CharactersPageError) -> CharactersPage {
        searchCallCount += 1
        lastRequestedPage = page
        lastRequestedFilter = filter
        calls.append("searchCharactersPage")
        return try searchResult.get()
    }

    func clearPagesCache() async {
        clearPagesCacheCallCount += 1
        calls.append("clearPagesCache")
    }
}
