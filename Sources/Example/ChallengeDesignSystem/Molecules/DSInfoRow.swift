import SwiftUI
import DesignTokens

/// An icon beside a label and its value. Parts get `.icon`, `.label` and `.value`; the
/// row itself has no identifier.
public struct DSInfoRow: View {
    let icon: String
    let label: String
    let value: String
    let iconColor: ColorToken
    let accessibilityIdentifier: String?

    @Environment(\.dsAccessibilityIdentifier) private var inheritedIdentifier

    public init(icon: String, label: String, value: String, iconColor: ColorToken = .accent, accessibilityIdentifier: String? = nil) {
        self.icon = icon
        self.label = label
        self.value = value
        self.iconColor = iconColor
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    public var body: some View {
        let identifier = DSIdentifier(accessibilityIdentifier, inherited: inheritedIdentifier)
        HStack(spacing: SpacingToken.md) {
            Image(systemName: icon)
                .font(TypographyToken.body)
                .foregroundStyle(iconColor)
                .frame(width: DimensionToken.lg, alignment: .leading)
                .accessibilityHidden(true)
                .accessibilityIdentifier(ifPresent: identifier("icon"))
            VStack(alignment: .leading, spacing: SpacingToken.xxs) {
                Text(label)
                    .font(TypographyToken.caption)
                    .foregroundStyle(ColorToken.textSecondary)
                    .accessibilityIdentifier(ifPresent: identifier("label"))
                Text(value)
                    .font(TypographyToken.body)
                    .foregroundStyle(ColorToken.textPrimary)
                    .accessibilityIdentifier(ifPresent: identifier("value"))
            }
            Spacer()
        }
        .dsIdentifierScope()
        .semanticsKind("DSInfoRow")
    }
}
