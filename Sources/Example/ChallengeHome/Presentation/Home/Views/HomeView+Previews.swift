import ChallengeCore
import ChallengeDesignSystem
import ChallengeResources
import SwiftUI

#if DEBUG
// The single preview of a stateless screen.
#Preview("Default") {
    NavigationStack {
        HomeView(viewModel: HomeViewModelPreviewStub())
    }
}

// MARK: - Preview Stubs

private final class HomeViewModelPreviewStub: HomeViewModelContract {
    func didAppear() {}
    func didTapOnCharacterButton() {}
    func didTapOnInfoButton() {}
}
#endif
