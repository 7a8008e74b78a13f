protocol CharacterFilterNavigatorContract {
    func dismiss()
}
