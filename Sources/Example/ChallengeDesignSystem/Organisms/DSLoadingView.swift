import SwiftUI
import DesignTokens

/// A centered spinner with a message, filling the space it is given.
public struct DSLoadingView: View {
    let message: String
    let accessibilityIdentifier: String?

    @Environment(\.dsAccessibilityIdentifier) private var inheritedIdentifier

    public init(message: String, accessibilityIdentifier: String? = nil) {
        self.message = message
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    public var body: some View {
        let identifier = DSIdentifier(accessibilityIdentifier, inherited: inheritedIdentifier)
        VStack(spacing: SpacingToken.lg) {
            ProgressView()
                .accessibilityIdentifier(ifPresent: identifier("indicator"))
            Text(message)
                .font(TypographyToken.body)
                .foregroundStyle(ColorToken.textSecondary)
                .multilineTextAlignment(.center)
                .accessibilityIdentifier(ifPresent: identifier("message"))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .semanticsKind("DSLoadingView")
    }
}
