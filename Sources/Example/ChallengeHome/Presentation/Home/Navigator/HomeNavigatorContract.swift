protocol HomeNavigatorContract {
    func navigateToCharacters()
    func presentAbout()
}
