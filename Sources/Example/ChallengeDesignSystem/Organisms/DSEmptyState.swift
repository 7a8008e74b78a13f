import SwiftUI

/// An icon, a title, an optional message and an optional action, centered.
public struct DSEmptyState: View {
    let icon: String
    let title: String
    let message: String?
    let actionTitle: String?
    let action: (@MainActor () -> Void)?
    let accessibilityIdentifier: String?

    @Environment(\.dsAccessibilityIdentifier) private var inheritedIdentifier

    public init(
        icon: String,
        title: String,
        message: String? = nil,
        actionTitle: String? = nil,
        action: (@MainActor () -> Void)? = nil,
        accessibilityIdentifier: String? = nil
    ) {
        self.icon = icon
        self.title = title
        self.message = message
        self.actionTitle = actionTitle
        self.action = action
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    public var body: some View {
        DSMessageLayout(
            icon: icon,
            iconSize: .xxxl,
            iconColor: .textTertiary,
            title: title,
            message: message,
            button: actionTitle.flatMap { title in action.map { DSMessageLayout.ButtonSpec(title: title, icon: nil, action: $0) } },
            identifier: DSIdentifier(accessibilityIdentifier, inherited: inheritedIdentifier),
            kind: "DSEmptyState"
        )
    }
}
