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
