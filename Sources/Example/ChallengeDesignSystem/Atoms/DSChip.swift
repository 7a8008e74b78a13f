import SwiftUI
import DesignTokens

/// A filter choice: `[Alive]` when selected, `(Dead)` when not.
public struct DSChip: View {
    let title: String
    let isSelected: Bool
    let accessibilityIdentifier: String?
    let action: @MainActor () -> Void

    @Environment(\.dsAccessibilityIdentifier) private var inheritedIdentifier

    public init(_ title: String, isSelected: Bool, accessibilityIdentifier: String? = nil, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.isSelected = isSelected
        self.accessibilityIdentifier = accessibilityIdentifier
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            Text(title)
                .font(TypographyToken.subheadline)
                .foregroundStyle(isSelected ? ColorToken.textInverted : ColorToken.textPrimary)
                .lineLimit(1)
                .padding(.horizontal, SpacingToken.md)
                .padding(.vertical, SpacingToken.sm)
                .background { chipShape }
        }
        .semanticsKind("DSChip")
        .accessibilityAddTraits(isSelected ? .isSelected : [])
        .accessibilityIdentifier(ifPresent: accessibilityIdentifier ?? inheritedIdentifier)
    }

    @ViewBuilder
    private var chipShape: some View {
        if isSelected {
            Capsule().fill(ColorToken.accent)
        } else {
            Capsule().stroke(ColorToken.separator, lineWidth: BorderWidthToken.thin)
        }
    }
}
