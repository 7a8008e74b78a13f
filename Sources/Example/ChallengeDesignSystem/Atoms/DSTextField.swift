import SwiftUI
import DesignTokens

/// A text field on a surface with a rounded outline; with an icon it is a search field.
public struct DSTextField: View {
    let placeholder: String
    let text: Binding<String>
    let icon: String?
    let accessibilityIdentifier: String?

    @Environment(\.dsAccessibilityIdentifier) private var inheritedIdentifier

    public init(_ placeholder: String, text: Binding<String>, icon: String? = nil, accessibilityIdentifier: String? = nil) {
        self.placeholder = placeholder
        self.text = text
        self.icon = icon
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    public var body: some View {
        HStack(spacing: SpacingToken.xs) {
            if let icon {
                Image(systemName: icon)
                    .foregroundStyle(ColorToken.textTertiary)
                    .accessibilityHidden(true)
            }
            TextField(placeholder, text: text)
                .font(TypographyToken.body)
        }
        .padding(.horizontal, SpacingToken.md)
        .padding(.vertical, SpacingToken.sm)
        .background(ColorToken.surfaceSecondary, in: RoundedRectangle(cornerRadius: CornerRadiusToken.md))
        .overlay { RoundedRectangle(cornerRadius: CornerRadiusToken.md).stroke(ColorToken.separator, lineWidth: BorderWidthToken.thin) }
        .semanticsKind("DSTextField")
        .accessibilityIdentifier(ifPresent: accessibilityIdentifier ?? inheritedIdentifier)
    }
}
