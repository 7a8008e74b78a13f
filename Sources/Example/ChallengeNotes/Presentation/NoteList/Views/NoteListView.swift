import ChallengeCore
import ChallengeDesignSystem
import ChallengeResources
import SwiftUI

struct NoteListView<ViewModel: NoteListViewModelContract>: View {
    @State private var viewModel: ViewModel

    init(viewModel: ViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        content
            .onFirstAppear {
                await viewModel.loadNotes()
            }
            .navigationTitle(LocalizedStrings.title)
    }

    @ViewBuilder
    private var content: some View {
        if viewModel.notes.isEmpty {
            if viewModel.isLoading {
                DSLoadingView(message: LocalizedStrings.loading)
            } else if let errorMessage = viewModel.errorMessage {
                errorView(errorMessage)
            } else {
                emptyView
            }
        } else {
            listView
        }
    }
}

// MARK: - Subviews

private extension NoteListView {
    var listView: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: SpacingToken.lg) {
                if let errorMessage = viewModel.errorMessage {
                    Label(errorMessage, systemImage: "exclamationmark.triangle.fill")
                        .font(TypographyToken.footnote)
                        .foregroundStyle(ColorToken.statusError)
                        .accessibilityIdentifier(AccessibilityIdentifier.errorBanner)
                }
                Text(LocalizedStrings.count(viewModel.notes.count))
                    .font(TypographyToken.subheadline)
                    .foregroundStyle(ColorToken.textSecondary)
                ForEach(viewModel.notes) { note in
                    row(note)
                }
            }
            .padding(.horizontal, SpacingToken.lg)
        }
        .background(ColorToken.backgroundSecondary)
        .accessibilityIdentifier(AccessibilityIdentifier.scrollView)
    }

    func row(_ note: Note) -> some View {
        DSCard {
            VStack(alignment: .leading, spacing: SpacingToken.sm) {
                Text(note.title)
                    .font(TypographyToken.headline)
                    .foregroundStyle(ColorToken.textPrimary)
                    .accessibilityIdentifier(AccessibilityIdentifier.title(id: note.id))
                Text(note.body)
                    .font(TypographyToken.body)
                    .foregroundStyle(ColorToken.textSecondary)
                    .lineLimit(2)
                DSButton(
                    LocalizedStrings.delete,
                    icon: "trash",
                    variant: .secondary,
                    accessibilityIdentifier: AccessibilityIdentifier.deleteButton(id: note.id)
                ) {
                    Task { await viewModel.deleteNote(note) }
                }
            }
        }
        .accessibilityIdentifier(AccessibilityIdentifier.row(id: note.id))
    }

    var emptyView: some View {
        DSEmptyState(icon: "note.text", title: LocalizedStrings.Empty.title, message: LocalizedStrings.Empty.description)
            .dsAccessibilityIdentifier(AccessibilityIdentifier.emptyState)
    }

    func errorView(_ message: String) -> some View {
        DSErrorView(
            title: LocalizedStrings.errorTitle,
            message: message,
            retryTitle: LocalizedStrings.retry,
            retryAction: {
                Task { await viewModel.loadNotes() }
            }
        )
        .dsAccessibilityIdentifier(AccessibilityIdentifier.errorView)
    }
}

// MARK: - LocalizedStrings

private enum LocalizedStrings {
    static var title: String { "notes.title".localized() }
    static var loading: String { "notes.loading".localized() }
    static var errorTitle: String { "notes.error.title".localized() }
    static var retry: String { "common.tryAgain".localized() }
    static var delete: String { "common.delete".localized() }

    static func count(_ count: Int) -> String {
        "notes.count %lld".localized(count)
    }

    enum Empty {
        static var title: String { "notes.empty.title".localized() }
        static var description: String { "notes.empty.description".localized() }
    }
}

// MARK: - AccessibilityIdentifiers

private enum AccessibilityIdentifier {
    static let scrollView = "notes.scrollView"
    static let emptyState = "notes.emptyState"
    static let errorView = "notes.errorView"
    static let errorBanner = "notes.errorBanner"

    static func row(id: Int) -> String {
        "notes.row.\(id)"
    }

    static func title(id: Int) -> String {
        "notes.row.\(id).title"
    }

    static func deleteButton(id: Int) -> String {
        "notes.row.\(id).delete"
    }
}
