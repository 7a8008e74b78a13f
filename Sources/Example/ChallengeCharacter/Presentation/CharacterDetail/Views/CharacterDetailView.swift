import ChallengeCore
import ChallengeDesignSystem
import ChallengeResources
import SwiftUI

struct CharacterDetailView<ViewModel: CharacterDetailViewModelContract>: View {
    @State private var viewModel: ViewModel

    init(viewModel: ViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        content
            .onFirstAppear {
                await viewModel.didAppear()
            }
            .navigationBarTitleDisplayMode(.inline)
            // Its own back button, which tracks the tap, stands for the system's.
            .navigationBarBackButtonHidden()
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(action: { viewModel.didTapOnBack() }) {
                        Image(systemName: "chevron.left")
                    }
                    .accessibilityLabel(LocalizedStrings.back)
                    .accessibilityIdentifier(AccessibilityIdentifier.backButton)
                }
            }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle:
            Color.clear
        case .loading:
            DSLoadingView(message: LocalizedStrings.loading)
        case .loaded(let character):
            loadedView(character)
        case .error:
            errorView
        }
    }
}

// MARK: - Subviews

private extension CharacterDetailView {
    func loadedView(_ character: Character) -> some View {
        ScrollView {
            VStack(spacing: SpacingToken.xl) {
                headerCard(character)
                informationCard(character)
                locationsCard(character)
                episodesCard
            }
            .padding(.horizontal, SpacingToken.lg)
            .padding(.top, SpacingToken.sm)
            .padding(.bottom, SpacingToken.xxl)
        }
        .refreshable {
            await viewModel.didPullToRefresh()
        }
        .background(ColorToken.backgroundSecondary)
        .accessibilityIdentifier(AccessibilityIdentifier.scrollView)
    }

    func headerCard(_ character: Character) -> some View {
        DSCard(padding: .xl) {
            VStack(spacing: SpacingToken.lg) {
                DSAsyncImage(url: character.imageURL)
                    .frame(width: DimensionToken.xxxxl, height: DimensionToken.xxxxl)
                    .clipShape(RoundedRectangle(cornerRadius: CornerRadiusToken.xl))
                    .shadow(ShadowToken.medium)
                Text(character.name)
                    .font(TypographyToken.title)
                    .foregroundStyle(ColorToken.textPrimary)
                    .multilineTextAlignment(.center)
                    .accessibilityIdentifier(AccessibilityIdentifier.name)
                HStack(spacing: SpacingToken.sm) {
                    DSStatusIndicator(status: DSStatus.from(character.status.rawValue))
                    Text(character.status.localizedName)
                        .font(TypographyToken.subheadline)
                        .foregroundStyle(ColorToken.textSecondary)
                    Text("•")
                        .foregroundStyle(ColorToken.textTertiary)
                    Text(character.species)
                        .font(TypographyToken.subheadline)
                        .italic()
                        .foregroundStyle(ColorToken.textSecondary)
                }
            }
            .frame(maxWidth: .infinity)
        }
    }

    func informationCard(_ character: Character) -> some View {
        DSCard(padding: .xl) {
            VStack(alignment: .leading, spacing: SpacingToken.md) {
                Text(LocalizedStrings.information)
                    .font(TypographyToken.headline)
                    .foregroundStyle(ColorToken.textPrimary)
                DSInfoRow(icon: "person.fill", label: LocalizedStrings.gender, value: character.gender.localizedName)
                Divider()
                DSInfoRow(icon: "leaf.fill", label: LocalizedStrings.species, value: character.species)
            }
        }
    }

    func locationsCard(_ character: Character) -> some View {
        DSCard(padding: .xl) {
            VStack(alignment: .leading, spacing: SpacingToken.md) {
                Text(LocalizedStrings.locations)
                    .font(TypographyToken.headline)
                    .foregroundStyle(ColorToken.textPrimary)
                DSInfoRow(icon: "star.fill", label: LocalizedStrings.origin, value: character.origin.name)
                Divider()
                DSInfoRow(icon: "mappin.circle.fill", label: LocalizedStrings.lastKnown, value: character.location.name)
            }
        }
    }

    var episodesCard: some View {
        DSCard(padding: .xl) {
            VStack(alignment: .leading, spacing: SpacingToken.md) {
                Label(LocalizedStrings.episodes, systemImage: "film")
                    .font(TypographyToken.headline)
                    .foregroundStyle(ColorToken.accent)
                DSButton(
                    LocalizedStrings.viewEpisodes,
                    icon: "play.circle",
                    variant: .tertiary,
                    accessibilityIdentifier: AccessibilityIdentifier.episodesButton
                ) {
                    viewModel.didTapOnEpisodes()
                }
            }
        }
    }

    var errorView: some View {
        DSErrorView(
            title: LocalizedStrings.Error.title,
            message: LocalizedStrings.Error.description,
            retryTitle: LocalizedStrings.Error.retry,
            retryAction: {
                Task { await viewModel.didTapOnRetryButton() }
            }
        )
        .dsAccessibilityIdentifier(AccessibilityIdentifier.errorView)
    }
}

// MARK: - LocalizedStrings

private enum LocalizedStrings {
    static var back: String { "common.back".localized() }
    static var loading: String { "characterDetail.loading".localized() }
    static var information: String { "characterDetail.information".localized() }
    static var gender: String { "characterDetail.gender".localized() }
    static var species: String { "characterDetail.species".localized() }
    static var locations: String { "characterDetail.locations".localized() }
    static var origin: String { "characterDetail.origin".localized() }
    static var lastKnown: String { "characterDetail.lastKnown".localized() }
    static var episodes: String { "characterDetail.episodes".localized() }
    static var viewEpisodes: String { "characterDetail.viewEpisodes".localized() }

    enum Error {
        static var title: String { "characterDetail.error.title".localized() }
        static var description: String { "characterDetail.error.description".localized() }
        static var retry: String { "common.tryAgain".localized() }
    }
}

// MARK: - AccessibilityIdentifiers

private enum AccessibilityIdentifier {
    static let scrollView = "characterDetail.scrollView"
    static let name = "characterDetail.name"
    static let episodesButton = "characterDetail.episodesButton"
    static let errorView = "characterDetail.errorView"
    static let backButton = "characterDetail.back.button"
}
