import ChallengeCore

struct CharacterDetailNavigator: CharacterDetailNavigatorContract {
    let navigator: NavigatorContract

    func goBack() {
        navigator.goBack()
    }

    func navigateToEpisodes(characterIdentifier: Int) {
        navigator.navigate(to: CharacterDestination.episodes(characterIdentifier: characterIdentifier))
    }
}
