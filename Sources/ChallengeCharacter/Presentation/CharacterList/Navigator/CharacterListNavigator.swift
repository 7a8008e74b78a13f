import ChallengeCore

struct CharacterListNavigator: CharacterListNavigatorContract {
    let navigator: NavigatorContract

    func navigateToDetail(identifier: Int) {
        navigator.navigate(to: CharacterDestination.detail(identifier: identifier))
    }
}
