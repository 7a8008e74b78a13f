import Foundation
import Testing

@testable import ChallengeCharacter

@Suite(.timeLimit(.minutes(1)))
struct CharacterDetailViewModelTests {
    private let identifier = 1
    private let getUseCaseMock = GetCharacterUseCaseMock()
    private let refreshUseCaseMock = RefreshCharacterUseCaseMock()
    private let navigatorMock = CharacterDetailNavigatorMock()
    private let trackerMock = CharacterDetailTrackerMock()
    private let sut: CharacterDetailViewModel

    init() {
        sut = CharacterDetailViewModel(
            identifier: identifier,
            getCharacterUseCase: getUseCaseMock,
            refreshCharacterUseCase: refreshUseCaseMock,
            navigator: navigatorMock,
            tracker: trackerMock
        )
    }

    // MARK: - Initial State

    @Test("Initial state is idle before loading")
    func initialStateIsIdle() {
        // Then
        #expect(sut.state == .idle)
    }

    // MARK: - didAppear

    @Test("didAppear sets loaded state on success")
    func didAppearSetsLoadedStateOnSuccess() async {
        // Given
        let expected = Character.stub()
        getUseCaseMock.result = .success(expected)

        // When
        await sut.didAppear()

        // Then
        #expect(sut.state == .loaded(expected))
    }

    @Test("didAppear sets error state on failure")
    func didAppearSetsErrorStateOnFailure() async {
        // Given
        getUseCaseMock.result = .failure(.loadFailed())

        // When
        await sut.didAppear()

        // Then
        #expect(sut.state == .error(.loadFailed()))
    }

    @Test("didAppear calls get use case with correct identifier")
    func didAppearCallsGetUseCaseWithCorrectIdentifier() async {
        // Given
        getUseCaseMock.result = .success(.stub())

        // When
        await sut.didAppear()

        // Then
        #expect(getUseCaseMock.executeCallCount == 1)
        #expect(getUseCaseMock.lastRequestedIdentifier == identifier)
    }

    @Test("didAppear does nothing when already loaded")
    func didAppearDoesNothingWhenLoaded() async {
        // Given
        getUseCaseMock.result = .success(.stub())
        await sut.didAppear()

        // When
        await sut.didAppear()

        // Then
        #expect(getUseCaseMock.executeCallCount == 1)
    }

    @Test("didAppear does nothing when in error state")
    func didAppearDoesNothingWhenError() async {
        // Given
        getUseCaseMock.result = .failure(.loadFailed())
        await sut.didAppear()

        // When
        await sut.didAppear()

        // Then
        #expect(getUseCaseMock.executeCallCount == 1)
    }

    @Test("didAppear tracks screen viewed once, with the identifier")
    func didAppearTracksScreenViewed() async {
        // Given
        getUseCaseMock.result = .success(.stub())

        // When
        await sut.didAppear()
        await sut.didAppear()

        // Then
        #expect(trackerMock.screenViewedCallCount == 1)
        #expect(trackerMock.screenViewedIdentifiers == [identifier])
    }

    @Test("A load error is tracked with its debug description")
    func loadErrorIsTracked() async {
        // Given
        getUseCaseMock.result = .failure(.notFound(identifier: 1))

        // When
        await sut.didAppear()

        // Then
        #expect(trackerMock.loadErrorDescriptions == ["notFound(identifier: 1)"])
    }

    // MARK: - didTapOnRetryButton

    @Test("didTapOnRetryButton retries loading when in error state")
    func didTapOnRetryButtonRetriesWhenError() async {
        // Given
        getUseCaseMock.result = .failure(.loadFailed())
        await sut.didAppear()

        // When
        getUseCaseMock.result = .success(.stub())
        await sut.didTapOnRetryButton()

        // Then
        #expect(getUseCaseMock.executeCallCount == 2)
        #expect(trackerMock.retryButtonTappedCallCount == 1)
        #expect(sut.state == .loaded(.stub()))
    }

    @Test("didTapOnRetryButton always loads regardless of current state")
    func didTapOnRetryButtonAlwaysLoads() async {
        // Given
        getUseCaseMock.result = .success(.stub())
        await sut.didAppear()

        // When
        await sut.didTapOnRetryButton()

        // Then
        #expect(getUseCaseMock.executeCallCount == 2)
    }

    // MARK: - didPullToRefresh

    @Test("didPullToRefresh calls refresh use case")
    func didPullToRefreshCallsRefreshUseCase() async {
        // Given
        refreshUseCaseMock.result = .success(.stub())

        // When
        await sut.didPullToRefresh()

        // Then
        #expect(refreshUseCaseMock.executeCallCount == 1)
        #expect(refreshUseCaseMock.lastRequestedIdentifier == identifier)
        #expect(trackerMock.pullToRefreshTriggeredCallCount == 1)
    }

    @Test("didPullToRefresh sets loaded state on success")
    func didPullToRefreshSetsLoadedStateOnSuccess() async {
        // Given
        let expected = Character.stub(name: "Refreshed")
        refreshUseCaseMock.result = .success(expected)

        // When
        await sut.didPullToRefresh()

        // Then
        #expect(sut.state == .loaded(expected))
    }

    @Test("didPullToRefresh keeps the content visible: no loading state in between")
    func didPullToRefreshKeepsContentVisible() async {
        // Given
        getUseCaseMock.result = .success(.stub())
        await sut.didAppear()
        let refreshed = Character.stub(name: "Refreshed")
        refreshUseCaseMock.result = .success(refreshed)
        var stateDuringRefresh: CharacterDetailViewState?
        refreshUseCaseMock.onExecute = { [sut] in stateDuringRefresh = sut.state }

        // When
        await sut.didPullToRefresh()

        // Then
        #expect(stateDuringRefresh == .loaded(.stub()))
        #expect(sut.state == .loaded(refreshed))
        #expect(getUseCaseMock.executeCallCount == 1)
    }

    @Test("didPullToRefresh sets error state on failure and tracks it")
    func didPullToRefreshSetsErrorStateOnFailure() async {
        // Given
        refreshUseCaseMock.result = .failure(.loadFailed(description: "timeout"))

        // When
        await sut.didPullToRefresh()

        // Then
        #expect(sut.state == .error(.loadFailed()))
        #expect(trackerMock.refreshErrorDescriptions == ["timeout"])
    }

    // MARK: - Navigation

    @Test("Tap on back navigates back")
    func didTapOnBackCallsNavigatorGoBack() {
        // When
        sut.didTapOnBack()

        // Then
        #expect(navigatorMock.goBackCallCount == 1)
        #expect(trackerMock.backButtonTappedCallCount == 1)
    }

    @Test("Tap on episodes navigates to this character's episodes")
    func didTapOnEpisodesNavigates() {
        // When
        sut.didTapOnEpisodes()

        // Then
        #expect(navigatorMock.navigateToEpisodesIdentifiers == [identifier])
        #expect(trackerMock.episodesButtonTappedIdentifiers == [identifier])
    }
}
