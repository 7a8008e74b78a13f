import SwiftUI

/// A warning icon, a title, an optional message and an optional retry button, centered.
public struct DSErrorView: View {
    let title: String
    let message: String?
    let retryTitle: String?
    let retryAction: (@MainActor () -> Void)?
    let accessibilityIdentifier: String?

    @Environment(\.dsAccessibilityIdentifier) private var inheritedIdentifier

    public init(
        title: String,
        message: String? = nil,
        retryTitle: String? = nil,
        retryAction: (@MainActor () -> Void)? = nil,
        accessibilityIdentifier: String? = nil
    ) {
        self.title = title
        self.message = message
        self.retryTitle = retryTitle
        self.retryAction = retryAction
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    public var body: some View {
        DSMessageLayout(
            icon: "exclamationmark.triangle.fill",
            iconSize: .xxl,
            iconColor: .statusError,
            title: title,
            message: message,
            button: retryTitle.flatMap { title in retryAction.map { DSMessageLayout.ButtonSpec(title: title, icon: "arrow.clockwise", action: $0) } },
            identifier: DSIdentifier(accessibilityIdentifier, inherited: inheritedIdentifier),
            kind: "DSErrorView"
        )
    }
}
