import SwiftUI
import DesignTokens

/// The app's button. Primary is a full-width framed button; secondary an outlined
/// pill, `( Try Again )`; tertiary a tinted pill, `[ Load More ]`.
public struct DSButton: View {
    public enum Variant: String, Sendable, CaseIterable {
        case primary
        case secondary
        case tertiary
    }

    let title: String
    let icon: String?
    let variant: Variant
    let isLoading: Bool
    let accessibilityIdentifier: String?
    let action: @MainActor () -> Void

    @Environment(\.dsAccessibilityIdentifier) private var inheritedIdentifier

    public init(
        _ title: String,
        icon: String? = nil,
        variant: Variant = .primary,
        isLoading: Bool = false,
        accessibilityIdentifier: String? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.icon = icon
        self.variant = variant
        self.isLoading = isLoading
        self.accessibilityIdentifier = accessibilityIdentifier
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            HStack(spacing: SpacingToken.sm) {
                if isLoading {
                    ProgressView()
                        .accessibilityHidden(true)
                } else if let icon {
                    Image(systemName: icon)
                        .accessibilityHidden(true)
                }
                Text(title)
                    .font(TypographyToken.headline)
                    .lineLimit(1)
            }
            .foregroundStyle(variant == .primary ? ColorToken.textInverted : ColorToken.accent)
            .padding(.horizontal, variant == .primary ? SpacingToken.lg : SpacingToken.md)
            .padding(.vertical, variant == .primary ? SpacingToken.md : SpacingToken.sm)
            .frame(maxWidth: variant == .primary ? .infinity : nil)
            .background { background }
        }
        .disabled(isLoading)
        .dsIdentifierScope()
        .semanticsKind("DSButton")
        .semanticsProperty("variant", variant.rawValue)
        .accessibilityIdentifier(ifPresent: accessibilityIdentifier ?? inheritedIdentifier)
    }

    @ViewBuilder
    private var background: some View {
        switch variant {
        case .primary:
            RoundedRectangle(cornerRadius: CornerRadiusToken.md).stroke(ColorToken.accent, lineWidth: BorderWidthToken.medium)
        case .secondary:
            Capsule().stroke(ColorToken.accent, lineWidth: BorderWidthToken.thin)
        case .tertiary:
            RoundedRectangle(cornerRadius: CornerRadiusToken.md).fill(ColorToken.accentSubtle)
        }
    }
}
