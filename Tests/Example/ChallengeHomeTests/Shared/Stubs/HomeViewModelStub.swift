@testable import ChallengeHome

final class HomeViewModelStub: HomeViewModelContract {
    func didAppear() {}
    func didTapOnCharacterButton() {}
    func didTapOnInfoButton() {}
}
