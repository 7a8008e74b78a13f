import ChallengeCore
import ChallengeDesignSystem
import ChallengeResources
import SwiftUI

struct CharacterFilterView<ViewModel: CharacterFilterViewModelContract>: View {
    @State private var viewModel: ViewModel

    init(viewModel: ViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        VStack {
            ScrollView {
                form
            }
            .frame(maxHeight: .infinity, alignment: .top)
            applyButton
        }
        .background(ColorToken.backgroundSecondary)
        .onFirstAppear {
            viewModel.didAppear()
        }
        .navigationTitle(LocalizedStrings.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button(action: { viewModel.didTapClose() }) {
                    Image(systemName: "xmark")
                }
                .accessibilityLabel(LocalizedStrings.close)
                .accessibilityIdentifier(AccessibilityIdentifier.closeButton)
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button(LocalizedStrings.reset) {
                    viewModel.didTapReset()
                }
                .disabled(!viewModel.hasActiveFilters)
                .accessibilityIdentifier(AccessibilityIdentifier.resetButton)
            }
        }
    }
}

// MARK: - Subviews

private extension CharacterFilterView {
    var form: some View {
        VStack(alignment: .leading, spacing: SpacingToken.lg) {
            DSChipGroup(
                title: LocalizedStrings.status,
                options: CharacterStatus.allCases.map { DSChipOption(id: $0, label: $0.localizedName) },
                selectedID: viewModel.filter.status,
                accessibilityIdentifier: AccessibilityIdentifier.status
            ) { status in
                viewModel.filter.status = status
            }
            DSChipGroup(
                title: LocalizedStrings.gender,
                options: CharacterGender.allCases.map { DSChipOption(id: $0, label: $0.localizedName) },
                selectedID: viewModel.filter.gender,
                accessibilityIdentifier: AccessibilityIdentifier.gender
            ) { gender in
                viewModel.filter.gender = gender
            }
            textField(
                title: LocalizedStrings.species,
                placeholder: LocalizedStrings.speciesPlaceholder,
                text: $viewModel.filter.species.emptyAsNil,
                accessibilityIdentifier: AccessibilityIdentifier.speciesTextField
            )
            textField(
                title: LocalizedStrings.type,
                placeholder: LocalizedStrings.typePlaceholder,
                text: $viewModel.filter.type.emptyAsNil,
                accessibilityIdentifier: AccessibilityIdentifier.typeTextField
            )
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(SpacingToken.lg)
    }

    func textField(title: String, placeholder: String, text: Binding<String>, accessibilityIdentifier: String) -> some View {
        VStack(alignment: .leading, spacing: SpacingToken.sm) {
            Text(title)
                .font(TypographyToken.headline)
                .foregroundStyle(ColorToken.textPrimary)
            DSTextField(placeholder, text: text, accessibilityIdentifier: accessibilityIdentifier)
        }
    }

    /// Pinned below the form, whatever its scroll.
    var applyButton: some View {
        DSButton(LocalizedStrings.apply, accessibilityIdentifier: AccessibilityIdentifier.applyButton) {
            Task { await viewModel.didTapApply() }
        }
        .padding(.top, SpacingToken.md)
        .padding(.horizontal, SpacingToken.lg)
        .padding(.bottom, SpacingToken.lg)
    }
}

// MARK: - LocalizedStrings

private enum LocalizedStrings {
    static var title: String { "characterFilter.title".localized() }
    static var close: String { "common.close".localized() }
    static var reset: String { "characterFilter.reset".localized() }
    static var status: String { "characterFilter.status".localized() }
    static var gender: String { "characterFilter.gender".localized() }
    static var species: String { "characterFilter.species".localized() }
    static var speciesPlaceholder: String { "characterFilter.speciesPlaceholder".localized() }
    static var type: String { "characterFilter.type".localized() }
    static var typePlaceholder: String { "characterFilter.typePlaceholder".localized() }
    static var apply: String { "characterFilter.apply".localized() }
}

// MARK: - AccessibilityIdentifiers

private enum AccessibilityIdentifier {
    static let closeButton = "characterFilter.close.button"
    static let resetButton = "characterFilter.reset.button"
    static let applyButton = "characterFilter.apply.button"
    static let status = "characterFilter.status"
    static let gender = "characterFilter.gender"
    static let speciesTextField = "characterFilter.species.textField"
    static let typeTextField = "characterFilter.type.textField"
}
