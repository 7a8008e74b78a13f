import SwiftUI
import DesignTokens

/// A dot in the status's color, read out as the status's name.
public struct DSStatusIndicator: View {
    let status: DSStatus
    let size: DimensionToken
    let accessibilityIdentifier: String?

    @Environment(\.dsAccessibilityIdentifier) private var inheritedIdentifier

    public init(status: DSStatus, size: DimensionToken = .sm, accessibilityIdentifier: String? = nil) {
        self.status = status
        self.size = size
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    public var body: some View {
        Circle()
            .fill(status.color)
            .frame(width: size, height: size)
            .semanticsKind("DSStatusIndicator")
            .semanticsProperty("status", status.rawValue)
            .accessibilityLabel(status.rawValue)
            .accessibilityIdentifier(ifPresent: accessibilityIdentifier ?? inheritedIdentifier)
    }
}
