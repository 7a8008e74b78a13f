import ChallengeCore

struct CharacterListNavigator: CharacterListNavigatorContract {
    let navigator: NavigatorContract

    func navigateToDetail(identifier: Int) {
        navigator.navigate(to: CharacterDestination.detail(identifier: identifier))
    }

    /// The filter screen covers the list; it reports to `delegate`.
    func presentCharacterFilter(delegate: any CharacterFilterDelegate) {
        navigator.present(CharacterDestination.characterFilter(delegate: delegate), style: .fullScreenCover)
    }
}
