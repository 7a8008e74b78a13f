import ChallengeCore
import ChallengeDesignSystem
import ChallengeResources
import SwiftUI

struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
    @State private var viewModel: ViewModel

    init(viewModel: ViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        content
            .onFirstAppear {
                await viewModel.didAppear()
            }
            .onChange(of: viewModel.searchQuery) {
                Task { await viewModel.didChangeSearchQuery() }
            }
            .navigationTitle(LocalizedStrings.title)
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    filterButton
                }
            }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle:
            Color.clear
        case .loading:
            loadingView
        case .loaded(let page):
            loadedView(page)
        case .empty:
            emptyView
        case .emptySearch:
            emptySearchView
        case .error(let error):
            errorView(error)
        }
    }
}

// MARK: - Subviews

private extension CharacterListView {
    /// The filter screen's button; its badge counts the filters applied.
    var filterButton: some View {
        Button(action: { viewModel.didTapCharacterFilterButton() }) {
            DSBadge(count: viewModel.activeFilterCount) {
                Image(systemName: "line.3.horizontal.decrease.circle")
            }
        }
        .accessibilityLabel(LocalizedStrings.filters)
        .accessibilityIdentifier(AccessibilityIdentifier.filterButton)
    }

    var loadingView: some View {
        DSLoadingView(message: LocalizedStrings.loading)
    }

    func loadedView(_ page: CharactersPage) -> some View {
        ScrollView {
            LazyVStack(spacing: SpacingToken.lg) {
                header(totalCount: page.totalCount)
                ForEach(page.characters, id: \.id) { character in
                    row(character)
                }
                if page.hasNextPage {
                    DSButton(
                        LocalizedStrings.loadMore,
                        icon: "arrow.down.circle.fill",
                        variant: .tertiary,
                        accessibilityIdentifier: AccessibilityIdentifier.loadMoreButton
                    ) {
                        Task { await viewModel.didTapOnLoadMoreButton() }
                    }
                    .padding(.vertical, SpacingToken.sm)
                }
                Text(LocalizedStrings.pageIndicator(page.currentPage, of: page.totalPages))
                    .font(TypographyToken.caption2)
                    .foregroundStyle(ColorToken.textPrimary)
                    .padding(.bottom, SpacingToken.lg)
            }
            .padding(.horizontal, SpacingToken.lg)
        }
        .refreshable {
            await viewModel.didPullToRefresh()
        }
        .background(ColorToken.backgroundSecondary)
        .accessibilityIdentifier(AccessibilityIdentifier.scrollView)
        .searchable(text: $viewModel.searchQuery, prompt: LocalizedStrings.searchPlaceholder)
    }

    func header(totalCount: Int) -> some View {
        VStack(alignment: .leading, spacing: SpacingToken.xs) {
            Text(LocalizedStrings.headerTitle)
                .font(TypographyToken.largeTitle)
                .foregroundStyle(ColorToken.textPrimary)
            Text(LocalizedStrings.headerSubtitle(totalCount))
                .font(TypographyToken.subheadline)
                .italic()
                .foregroundStyle(ColorToken.textSecondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.vertical, SpacingToken.sm)
    }

    func row(_ character: Character) -> some View {
        DSCardInfoRow(
            imageURL: character.imageURL,
            title: character.name,
            subtitle: character.species,
            caption: character.location.name,
            captionIcon: "mappin.circle.fill",
            status: DSStatus.from(character.status.rawValue),
            statusLabel: character.status.localizedName
        )
        .dsAccessibilityIdentifier(AccessibilityIdentifier.row(id: character.id))
        .onTapGesture {
            viewModel.didSelect(character)
        }
    }

    var emptyView: some View {
        DSEmptyState(
            icon: "person.slash",
            title: LocalizedStrings.Empty.title,
            message: LocalizedStrings.Empty.description
        )
        .dsAccessibilityIdentifier(AccessibilityIdentifier.emptyState)
    }

    var emptySearchView: some View {
        DSEmptyState(
            icon: "magnifyingglass",
            title: LocalizedStrings.EmptySearch.title,
            message: LocalizedStrings.EmptySearch.description
        )
        .dsAccessibilityIdentifier(AccessibilityIdentifier.emptySearchState)
        .searchable(text: $viewModel.searchQuery, prompt: LocalizedStrings.searchPlaceholder)
    }

    func errorView(_ error: CharactersPageError) -> some View {
        DSErrorView(
            title: LocalizedStrings.Error.title,
            message: error.localizedDescription,
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
    static var title: String { "characterList.title".localized() }
    static var loading: String { "characterList.loading".localized() }
    static var searchPlaceholder: String { "characterList.searchPlaceholder".localized() }
    static var headerTitle: String { "characterList.headerTitle".localized() }
    static var loadMore: String { "characterList.loadMore".localized() }
    static var filters: String { "characterList.filters".localized() }

    static func headerSubtitle(_ count: Int) -> String {
        "characterList.headerSubtitle %lld".localized(count)
    }

    static func pageIndicator(_ page: Int, of total: Int) -> String {
        "characterList.pageIndicator %lld %lld".localized(page, total)
    }

    enum Empty {
        static var title: String { "characterList.empty.title".localized() }
        static var description: String { "characterList.empty.description".localized() }
    }

    enum EmptySearch {
        static var title: String { "characterList.emptySearch.title".localized() }
        static var description: String { "characterList.emptySearch.description".localized() }
    }

    enum Error {
        static var title: String { "characterList.error.title".localized() }
        static var retry: String { "common.tryAgain".localized() }
    }
}

// MARK: - AccessibilityIdentifiers

private enum AccessibilityIdentifier {
    static let scrollView = "characterList.scrollView"
    static let loadMoreButton = "characterList.loadMore.button"
    static let emptyState = "characterList.emptyState"
    static let emptySearchState = "characterList.emptySearchState"
    static let errorView = "characterList.errorView"
    static let filterButton = "characterList.filter.button"

    static func row(id: Int) -> String {
        "characterList.row.\(id)"
    }
}
