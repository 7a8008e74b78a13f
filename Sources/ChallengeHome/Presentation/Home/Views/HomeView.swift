import ChallengeCore
import ChallengeDesignSystem
import ChallengeResources
import SwiftUI

struct HomeView<ViewModel: HomeViewModelContract>: View {
    let viewModel: ViewModel

    var body: some View {
        VStack(spacing: SpacingToken.xl) {
            Image(placeholder: "Rick and Morty", description: "logo animation")
                .frame(maxWidth: .infinity)
                .frame(height: DimensionToken.xxxxl)
                .accessibilityIdentifier(AccessibilityIdentifier.logoAnimation)
            DSButton(LocalizedStrings.goToCharacters, accessibilityIdentifier: AccessibilityIdentifier.characterButton) {
                viewModel.didTapOnCharacterButton()
            }
        }
        .padding(SpacingToken.xxxl)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button(action: { viewModel.didTapOnInfoButton() }) {
                    Image(systemName: "info.circle")
                }
                .accessibilityLabel(LocalizedStrings.info)
                .accessibilityIdentifier(AccessibilityIdentifier.infoButton)
            }
        }
        .onFirstAppear {
            viewModel.didAppear()
        }
    }
}

// MARK: - LocalizedStrings

private enum LocalizedStrings {
    static var goToCharacters: String { "home.goToCharacters".localized() }
    static var info: String { "home.info".localized() }
}

// MARK: - AccessibilityIdentifiers

private enum AccessibilityIdentifier {
    static let logoAnimation = "home.logoAnimation"
    static let characterButton = "home.characterButton"
    static let infoButton = "home.infoButton"
}

// MARK: - Previews

#if DEBUG
/// The single preview of a stateless screen, for `swift run example-previews`.
enum HomeViewPreviews {
    static let group = PreviewGroup(screen: "Home", previews: [
        Preview("Default") {
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
