import ChallengeCore
import Testing
import TextUI

@testable import ChallengeCharacter

/// The character list hosted live over stubbed data: a tap reaches the view model, which
/// asks its navigator.
@MainActor
@Suite
struct CharacterListLiveTests {
    private let getUseCaseMock = GetCharactersPageUseCaseMock()
    private let refreshUseCaseMock = RefreshCharactersPageUseCaseMock()
    private let searchUseCaseMock = SearchCharactersPageUseCaseMock()
    private let navigatorMock = CharacterListNavigatorMock()

    private func screen() -> LiveScreen {
        let viewModel = CharacterListViewModel(
            getCharactersPageUseCase: getUseCaseMock,
            refreshCharactersPageUseCase: refreshUseCaseMock,
            searchCharactersPageUseCase: searchUseCaseMock,
            navigator: navigatorMock
        )
        return LiveScreen(NavigationStack { CharacterListView(viewModel: viewModel) }, renderer: ScreenRenderer())
    }

    @Test("The list appears loaded, and tapping a row asks the navigator for its detail")
    func tapRowNavigates() {
        // Given
        getUseCaseMock.result = .success(.stub(characters: [.stub(id: 1), .stub(id: 2, name: "Morty Smith")]))
        let screen = screen()
        defer { screen.close() }

        // When
        let outcome = screen.perform(.tap("#characterList.row.2"))

        // Then
        #expect(getUseCaseMock.executeCallCount == 1)
        #expect(outcome.error == nil)
        #expect(navigatorMock.navigateToDetailCallCount == 1)
        #expect(navigatorMock.navigateToDetailIds == [2])
    }

    @Test("A name shown in a row taps that row")
    func tapNameNavigates() {
        // Given
        getUseCaseMock.result = .success(.stub(characters: [.stub(id: 1), .stub(id: 2, name: "Morty Smith")]))
        let screen = screen()
        defer { screen.close() }

        // When
        _ = screen.perform(.tap("Morty Smith"))

        // Then
        #expect(navigatorMock.navigateToDetailCallCount == 1)
        #expect(navigatorMock.navigateToDetailIds == [2])
    }

    @Test("The filter button presents the filter with the view model as its delegate")
    func filterButton() {
        // Given
        getUseCaseMock.result = .success(.stub())
        let screen = screen()
        defer { screen.close() }

        // When
        _ = screen.perform(.tap("Filters"))

        // Then
        #expect(navigatorMock.presentCharacterFilterCallCount == 1)
        #expect(navigatorMock.lastPresentedFilterDelegate is CharacterListViewModel)
    }

    @Test("Typing into the search field searches the typed name")
    func typeSearches() {
        // Given
        getUseCaseMock.result = .success(.stub())
        searchUseCaseMock.result = .success(.stub(characters: [.stub(id: 2, name: "Morty Smith")]))
        let screen = screen()
        defer { screen.close() }

        // When
        let outcome = screen.perform(.type("Search characters...", text: "Morty"))

        // Then
        #expect(searchUseCaseMock.executeCallCount == 1)
        #expect(searchUseCaseMock.searchedFilters == [CharacterFilter(name: "Morty")])
        #expect(outcome.render.contains("Morty Smith"))
        #expect(!outcome.render.contains("Rick Sanchez"))
    }
}
