import ChallengeCore
import SwiftUI

/// Builds the character feature's screens with their real use cases, over one
/// repository whose memory cache the screens share.
@MainActor
public final class CharacterContainer {
    private let navigator: NavigatorContract
    private let tracker: TrackerContract
    private let repository: any CharacterRepositoryContract

    public init(navigator: NavigatorContract, tracker: TrackerContract) {
        self.navigator = navigator
        self.tracker = tracker
        repository = CharacterRepository(remote: BundledCharacterRemoteDataSource(), memory: CharacterMemoryDataSource())
    }

    public func makeCharacterListView() -> some View {
        CharacterListView(viewModel: makeCharacterListViewModel())
    }

    public func makeCharacterDetailView(identifier: Int) -> some View {
        CharacterDetailView(viewModel: makeCharacterDetailViewModel(identifier: identifier))
    }

    /// The screen of a destination of this feature's, with its view model; nil for
    /// another feature's, or one this feature has no screen for yet (the episodes).
    public func resolve(_ destination: any NavigationDestination) -> AnyView? {
        guard let destination = destination as? CharacterDestination else {
            return nil
        }
        switch destination {
        case .list:
            return AnyView(makeCharacterListView())
        case let .detail(identifier):
            return AnyView(makeCharacterDetailView(identifier: identifier))
        case let .characterFilter(delegate):
            return AnyView(makeCharacterFilterView(delegate: delegate))
        case .episodes:
            return nil
        }
    }

    /// The filter screen of a `CharacterDestination.characterFilter`, reporting to its
    /// delegate.
    func makeCharacterFilterView(delegate: any CharacterFilterDelegate) -> some View {
        CharacterFilterView(viewModel: makeCharacterFilterViewModel(delegate: delegate))
    }

    func makeCharacterListViewModel() -> CharacterListViewModel {
        CharacterListViewModel(
            getCharactersPageUseCase: GetCharactersPageUseCase(repository: repository),
            refreshCharactersPageUseCase: RefreshCharactersPageUseCase(repository: repository),
            searchCharactersPageUseCase: SearchCharactersPageUseCase(repository: repository),
            navigator: CharacterListNavigator(navigator: navigator)
        )
    }

    func makeCharacterFilterViewModel(delegate: any CharacterFilterDelegate) -> CharacterFilterViewModel {
        CharacterFilterViewModel(
            delegate: delegate,
            navigator: CharacterFilterNavigator(navigator: navigator),
            tracker: CharacterFilterTracker(tracker: tracker)
        )
    }

    func makeCharacterDetailViewModel(identifier: Int) -> CharacterDetailViewModel {
        CharacterDetailViewModel(
            identifier: identifier,
            getCharacterUseCase: GetCharacterUseCase(repository: repository),
            refreshCharacterUseCase: RefreshCharacterUseCase(repository: repository),
            navigator: CharacterDetailNavigator(navigator: navigator),
            tracker: CharacterDetailTracker(tracker: tracker)
        )
    }
}
