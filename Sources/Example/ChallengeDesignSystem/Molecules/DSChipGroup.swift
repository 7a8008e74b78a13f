import SwiftUI
import DesignTokens

/// One choice of a chip group.
public struct DSChipOption<ID: Hashable & Sendable>: Sendable {
    public let id: ID
    public let label: String

    public init(id: ID, label: String) {
        self.id = id
        self.label = label
    }
}

/// A titled, horizontally scrolling row of chips. Tapping the selected chip clears the
/// selection. The group gets the identifier; each chip gets `{id}.{label}`.
public struct DSChipGroup<ID: Hashable & Sendable>: View {
    let title: String
    let options: [DSChipOption<ID>]
    let selectedID: ID?
    let accessibilityIdentifier: String?
    let onSelect: (ID?) -> Void

    @Environment(\.dsAccessibilityIdentifier) private var inheritedIdentifier

    public init(
        title: String,
        options: [DSChipOption<ID>],
        selectedID: ID?,
        accessibilityIdentifier: String? = nil,
        onSelect: @escaping (ID?) -> Void
    ) {
        self.title = title
        self.options = options
        self.selectedID = selectedID
        self.accessibilityIdentifier = accessibilityIdentifier
        self.onSelect = onSelect
    }

    public var body: some View {
        let identifier = DSIdentifier(accessibilityIdentifier, inherited: inheritedIdentifier)
        VStack(alignment: .leading, spacing: SpacingToken.sm) {
            Text(title)
                .font(TypographyToken.headline)
                .foregroundStyle(ColorToken.textPrimary)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: SpacingToken.sm) {
                    ForEach(options, id: \.id) { option in
                        DSChip(option.label, isSelected: option.id == selectedID, accessibilityIdentifier: identifier(option.label)) {
                            onSelect(option.id == selectedID ? nil : option.id)
                        }
                    }
                }
            }
        }
        .dsIdentifierScope()
        .semanticsKind("DSChipGroup")
        .accessibilityIdentifier(ifPresent: identifier.base)
    }
}
