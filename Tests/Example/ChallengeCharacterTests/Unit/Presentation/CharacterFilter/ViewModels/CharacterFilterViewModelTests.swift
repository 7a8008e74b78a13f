import Foundation
import Testing

@testable import ChallengeCharacter

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct CharacterFilterViewModelTests {
    private let currentFilter = CharacterFilter(status: .alive, species: "Human")
    private let delegateMock: CharacterFilterDelegateMock
    private let navigatorMock = CharacterFilterNavigatorMock()
    private let trackerMock = CharacterFilterTrackerMock()
    private let sut: CharacterFilterViewModel

    init() {
        delegateMock = CharacterFilterDelegateMock(currentFilter: currentFilter)
        sut = CharacterFilterViewModel(
            delegate: delegateMock,
            navigator: navigatorMock,
            tracker: trackerMock
        )
    }

    // MARK: - Initial State

    @Test("Initial filter is a copy of the delegate's current filter")
    func initialFilterIsDelegatesCurrentFilter() {
        // Then
        #expect(sut.filter == currentFilter)
    }

    @Test("Editing the filter does not reach the delegate before Apply")
    func editingDoesNotReachDelegate() {
        // When
        sut.filter.gender = .female

        // Then
        #expect(delegateMock.currentFilter == currentFilter)
        #expect(delegateMock.didApplyFilterCallCount == 0)
    }

    @Test("Initial filter is empty when the delegate has none")
    func initialFilterIsEmpty() {
        // Given
        let sut = CharacterFilterViewModel(
            delegate: CharacterFilterDelegateMock(),
            navigator: navigatorMock,
            tracker: trackerMock
        )

        // Then
        #expect(sut.filter == .empty)
        #expect(!sut.hasActiveFilters)
    }

    // MARK: - hasActiveFilters

    @Test("hasActiveFilters is true when any of status, species, type or gender is set", arguments: [
        CharacterFilter(status: .unknown),
        CharacterFilter(species: "Alien"),
        CharacterFilter(type: "Robot"),
        CharacterFilter(gender: .genderless),
    ])
    func hasActiveFiltersWithAnyCriterion(filter: CharacterFilter) {
        // When
        sut.filter = filter

        // Then
        #expect(sut.hasActiveFilters)
    }

    @Test("hasActiveFilters is false for a name alone")
    func hasActiveFiltersIgnoresName() {
        // When
        sut.filter = CharacterFilter(name: "Rick")

        // Then
        #expect(!sut.hasActiveFilters)
    }

    // MARK: - didAppear

    @Test("didAppear tracks screen viewed")
    func didAppearTracksScreenViewed() {
        // When
        sut.didAppear()

        // Then
        #expect(trackerMock.screenViewedCallCount == 1)
    }

    // MARK: - didTapApply

    @Test("didTapApply hands the edited filter to the delegate")
    func didTapApplyCallsDelegate() async {
        // Given
        sut.filter.gender = .female
        sut.filter.type = "Parasite"

        // When
        await sut.didTapApply()

        // Then
        #expect(delegateMock.didApplyFilterCallCount == 1)
        #expect(delegateMock.lastAppliedFilter == CharacterFilter(status: .alive, species: "Human", type: "Parasite", gender: .female))
    }

    @Test("didTapApply tracks the number of active filters")
    func didTapApplyTracksFilterCount() async {
        // Given
        sut.filter.name = "Rick"
        sut.filter.gender = .male

        // When
        await sut.didTapApply()

        // Then
        #expect(trackerMock.applyFiltersCallCount == 1)
        #expect(trackerMock.lastAppliedFilterCount == 3)
    }

    @Test("didTapApply tracks, calls the delegate, then dismisses")
    func didTapApplyOrder() async {
        // Given
        var seenByDelegate: (tracked: Int, dismissed: Int)?
        delegateMock.onApply = { [trackerMock, navigatorMock] in
            seenByDelegate = (trackerMock.applyFiltersCallCount, navigatorMock.dismissCallCount)
        }

        // When
        await sut.didTapApply()

        // Then
        #expect(seenByDelegate?.tracked == 1)
        #expect(seenByDelegate?.dismissed == 0)
        #expect(navigatorMock.dismissCallCount == 1)
    }

    // MARK: - didTapReset

    @Test("didTapReset empties the filter and tracks it")
    func didTapResetEmptiesFilter() {
        // Given
        sut.filter.type = "Robot"

        // When
        sut.didTapReset()

        // Then
        #expect(sut.filter == .empty)
        #expect(!sut.hasActiveFilters)
        #expect(trackerMock.resetFiltersCallCount == 1)
    }

    @Test("didTapReset neither dismisses nor tells the delegate")
    func didTapResetDoesNotDismiss() {
        // When
        sut.didTapReset()

        // Then
        #expect(navigatorMock.dismissCallCount == 0)
        #expect(delegateMock.didApplyFilterCallCount == 0)
        #expect(delegateMock.currentFilter == currentFilter)
    }

    // MARK: - didTapClose

    @Test("didTapClose tracks and dismisses without applying")
    func didTapCloseDismisses() {
        // Given
        sut.filter.status = .dead

        // When
        sut.didTapClose()

        // Then
        #expect(trackerMock.closeTappedCallCount == 1)
        #expect(navigatorMock.dismissCallCount == 1)
        #expect(delegateMock.didApplyFilterCallCount == 0)
        #expect(trackerMock.applyFiltersCallCount == 0)
    }
}
