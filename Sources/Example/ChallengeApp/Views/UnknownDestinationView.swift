import ChallengeDesignSystem
import ChallengeResources
import SwiftUI

/// Where a destination no feature makes a screen for leads: says so, with its path.
struct UnknownDestinationView: View {
    let path: String

    var body: some View {
        DSEmptyState(
            icon: "questionmark.circle",
            title: LocalizedStrings.title,
            message: LocalizedStrings.message(path)
        )
        .dsAccessibilityIdentifier(AccessibilityIdentifier.emptyState)
    }
}

// MARK: - LocalizedStrings

private enum LocalizedStrings {
    static var title: String { "app.unknownDestination.title".localized() }

    static func message(_ path: String) -> String {
        "app.unknownDestination.message %@".localized(path)
    }
}

// MARK: - AccessibilityIdentifiers

private enum AccessibilityIdentifier {
    static let emptyState = "app.unknownDestination"
}
