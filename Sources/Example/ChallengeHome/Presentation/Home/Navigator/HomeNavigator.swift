import ChallengeCore

struct HomeNavigator: HomeNavigatorContract {
    let navigator: NavigatorContract

    func navigateToCharacters() {
        navigator.navigate(to: HomeDestination.characters)
    }

    func presentAbout() {
        navigator.present(HomeDestination.about, style: .sheet)
    }
}
