protocol CharacterListNavigatorContract {
    func navigateToDetail(identifier: Int)
}
