import Foundation

@testable import ChallengeCharacter

final class GetCharacterUseCaseMock: GetCharacterUseCaseContract, @unchecked Sendable {
    var result: Result<Character, CharacterError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedIdentifier: Int?

    func execute(identifier: Int) async throws(CharacterError) -> Character {
        executeCallCount += 1
        lastRequestedIdentifier = identifier
        return try result.get()
    }
}

final class RefreshCharacterUseCaseMock: RefreshCharacterUseCaseContract, @unchecked Sendable {
    var result: Result<Character, CharacterError> = .failure(.loadFailed())
    /// Runs while the use case is executing: lets a test see the screen mid-refresh.
    var onExecute: (() -> Void)?
    private(set) var executeCallCount = 0
    private(set) var lastRequestedIdentifier: Int?

    func execute(identifier: Int) async throws(CharacterError) -> Character {
        executeCallCount += 1
        lastRequestedIdentifier = identifier
        onExecute?()
        return try result.get()
    }
}

final class GetCharactersPageUseCaseMock: GetCharactersPageUseCaseContract, @unchecked Sendable {
    var result: Result<CharactersPage, CharactersPageError> = .failure(.loadFailed())
    /// Results by page, for load-more tests; `result` answers pages not listed.
    var resultsByPage: [Int: Result<CharactersPage, CharactersPageError>] = [:]
    private(set) var executeCallCount = 0
    private(set) var requestedPages: [Int] = []

    var lastRequestedPage: Int? { requestedPages.last }

    func execute(page: Int) async throws(CharactersPageError) -> CharactersPage {
        executeCallCount += 1
        requestedPages.append(page)
        return try (resultsByPage[page] ?? result).get()
    }
}

final class RefreshCharactersPageUseCaseMock: RefreshCharactersPageUseCaseContract, @unchecked Sendable {
    var result: Result<CharactersPage, CharactersPageError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedPage: Int?

    func execute(page: Int) async throws(CharactersPageError) -> CharactersPage {
        executeCallCount += 1
        lastRequestedPage = page
        return try result.get()
    }
}

final class SearchCharactersPageUseCaseMock: SearchCharactersPageUseCaseContract, @unchecked Sendable {
    var result: Result<CharactersPage, CharactersPageError> = .failure(.loadFailed())
    /// Runs while the use case is executing: lets a test see the screen mid-search.
    var onExecute: (() -> Void)?
    private(set) var executeCallCount = 0
    private(set) var searchedFilters: [CharacterFilter] = []
    private(set) var requestedPages: [Int] = []

    var lastRequestedFilter: CharacterFilter? { searchedFilters.last }
    var lastRequestedPage: Int? { requestedPages.last }

    func execute(page: Int, filter: CharacterFilter) async throws(CharactersPageError) -> CharactersPage {
        executeCallCount += 1
        searchedFilters.append(filter)
        requestedPages.append(page)
        onExecute?()
        return try result.get()
    }
}
