import ChallengeCore
import ChallengeMocks
import Testing
import ViewSnapshotTesting
import TextUI

@testable import ChallengeCharacter

/// The container's real wiring over the bundled pages: use cases, repository, cache,
/// view model and view together.
@MainActor
@Suite("Character flow")
struct CharacterFlowTests {
    private let navigatorMock = NavigatorMock()
    private let trackerMock = TrackerMock()

    @Test("The list loads page 1 of the bundled data, loads more, and opens a detail")
    func listLoadsAndNavigates() async throws {
        // Given
        let container = CharacterContainer(navigator: navigatorMock, tracker: trackerMock)
        let viewModel = container.makeCharacterListViewModel()

        // When
        await viewModel.didAppear()
        await viewModel.didTapOnLoadMoreButton()

        // Then
        guard case let .loaded(page) = viewModel.state else {
            Issue.record("expected a loaded list, got \(viewModel.state)")
            return
        }
        #expect(page.characters.count == 40)
        #expect(page.currentPage == 2 && page.totalPages == 3 && page.hasNextPage)
        let render = ScreenRenderer().render(NavigationStack { CharacterListView(viewModel: viewModel) })
        #expect(render.text.contains("Page 2 of 3"))
        #expect(render.semantics.contains { $0.contains("#characterList.row.40.title \"Beth's Mytholog\"") })

        viewModel.didSelect(page.characters[0])
        #expect(navigatorMock.navigatedPaths == ["character/detail/1"])
    }

    @Test("The detail loads a bundled character and tracks the screen")
    func detailLoads() async {
        // Given
        let viewModel = CharacterContainer(navigator: navigatorMock, tracker: trackerMock).makeCharacterDetailViewModel(identifier: 47)

        // When
        await viewModel.didAppear()

        // Then
        #expect(viewModel.state == .loaded(.stub(
            id: 47,
            name: "Birdperson",
            status: .dead,
            species: "Alien",
            origin: .stub(name: "Bird World"),
            location: .stub(name: "Planet Squanch"),
            imageURL: .init(string: "https://rickandmortyapi.com/api/character/avatar/47.jpeg")
        )))
        #expect(trackerMock.trackedEvents.map(\.name) == ["character_detail_viewed"])
    }

    @Test("The filter screen, built by the container on the list, narrows the bundled list and closes")
    func filterNarrowsList() async {
        // Given
        let container = CharacterContainer(navigator: navigatorMock, tracker: trackerMock)
        let list = container.makeCharacterListViewModel()
        await list.didAppear()
        list.didTapCharacterFilterButton()
        let filter = container.makeCharacterFilterViewModel(delegate: list)

        // When
        filter.didAppear()
        filter.filter.status = .dead
        filter.filter.gender = .female
        await filter.didTapApply()

        // Then
        guard case let .loaded(page) = list.state else {
            Issue.record("expected a filtered list, got \(list.state)")
            return
        }
        #expect(page.characters.map(\.name) == ["Bearded Lady", "Beth's Mytholog", "Boobloosian"])
        #expect(list.activeFilterCount == 2)
        #expect(navigatorMock.presented.map(\.path) == ["character/filter"])
        #expect(navigatorMock.dismissCallCount == 1)
        #expect(trackerMock.trackedEvents == [
            TrackedEvent(name: "character_filter_viewed"),
            TrackedEvent(name: "character_filter_filters_applied", properties: ["filter_count": "2"]),
        ])
        let render = ScreenRenderer().render(NavigationStack { container.makeCharacterFilterView(delegate: list) })
        #expect(render.semantics.contains { $0.contains("#characterFilter.status.Dead") && $0.hasSuffix("selected") })
        #expect(render.semantics.contains { $0.contains("#characterFilter.gender.Female") && $0.hasSuffix("selected") })
    }

    @Test("Searching the bundled data finds the Smiths, and nothing for a stranger")
    func search() async {
        // Given
        let viewModel = CharacterContainer(navigator: navigatorMock, tracker: trackerMock).makeCharacterListViewModel()

        // When
        viewModel.searchQuery = "smith"
        await viewModel.didSubmitSearch()

        // Then
        guard case let .loaded(page) = viewModel.state else {
            Issue.record("expected results")
            return
        }
        #expect(page.characters.allSatisfy { $0.name.hasSuffix("Smith") })

        viewModel.searchQuery = "Squanchy"
        await viewModel.didSubmitSearch()
        #expect(viewModel.state == .emptySearch)
    }
}
