import ChallengeCore

struct CharacterFilterNavigator: CharacterFilterNavigatorContract {
    let navigator: NavigatorContract

    func dismiss() {
        navigator.dismiss()
    }
}
