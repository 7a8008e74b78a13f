protocol HomeViewModelContract {
    func didAppear()
    func didTapOnCharacterButton()
    func didTapOnInfoButton()
}
