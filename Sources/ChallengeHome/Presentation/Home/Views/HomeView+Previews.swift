import ChallengeCore
import ChallengeDesignSystem
import ChallengeResources
import SwiftUI
// Previews are TextUI's catalog for `swift run example-previews`, not SwiftUI API:
// their file reaches it explicitly. On iOS the same states are `#Preview`s.
@_spi(TextUI) import TextUI

#if DEBUG
/// The single preview of a stateless screen, for `swift run example-previews`.
enum HomeViewPreviews {
    static let group = PreviewGroup(screen: "Home", previews: [
        NamedPreview("Default") {
            NavigationStack {
                HomeView(viewModel: HomeViewModelPreviewStub())
            }
        },
    ])
}

// MARK: - Preview Stubs

private final class HomeViewModelPreviewStub: HomeViewModelContract {
    func didAppear() {}
    func didTapOnCharacterButton() {}
    func didTapOnInfoButton() {}
}
#endif
