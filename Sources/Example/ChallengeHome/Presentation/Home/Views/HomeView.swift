import ChallengeCore
import ChallengeDesignSystem
import ChallengeResources
import SwiftUI

struct HomeView<ViewModel: HomeViewModelContract>: View {
    let viewModel: ViewModel

    var body: some View {
        VStack(spacing: SpacingToken.xl) {
            DSAnimation("Rick and Morty", description: "logo animation")
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
