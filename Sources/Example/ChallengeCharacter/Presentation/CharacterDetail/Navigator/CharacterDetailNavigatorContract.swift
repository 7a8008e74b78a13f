protocol CharacterDetailNavigatorContract {
    func goBack()
    func navigateToEpisodes(characterIdentifier: Int)
}
