import SwiftUI
import DesignTokens

/// The layout the empty state and the error view share: icon, title, message and a
/// secondary button in a centered column. Parts get `.icon`, `.title`, `.message` and
/// `.button`; the container itself has no identifier.
struct DSMessageLayout: View {
    struct ButtonSpec {
        var title: String
        var icon: String?
        var action: @MainActor () -> Void
    }

    let icon: String
    let iconSize: DimensionToken
    let iconColor: ColorToken
    let title: String
    let message: String?
    let button: ButtonSpec?
    let identifier: DSIdentifier
    let kind: String

    var body: some View {
        VStack(spacing: SpacingToken.lg) {
            Image(systemName: icon)
                .resizable()
                .frame(width: iconSize, height: iconSize)
                .foregroundStyle(iconColor)
                .accessibilityIdentifier(ifPresent: identifier("icon"))
            VStack(spacing: SpacingToken.sm) {
                Text(title)
                    .font(TypographyToken.headline)
                    .foregroundStyle(ColorToken.textPrimary)
                    .accessibilityIdentifier(ifPresent: identifier("title"))
                if let message {
                    Text(message)
                        .font(TypographyToken.body)
                        .foregroundStyle(ColorToken.textSecondary)
                        .accessibilityIdentifier(ifPresent: identifier("message"))
                }
            }
            .multilineTextAlignment(.center)
            if let button {
                DSButton(button.title, icon: button.icon, variant: .secondary, accessibilityIdentifier: identifier("button"), action: button.action)
            }
        }
        .padding(SpacingToken.xl)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .dsIdentifierScope()
        .semanticsKind(kind)
    }
}
