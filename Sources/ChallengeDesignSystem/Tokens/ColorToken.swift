import SwiftUI
import DesignTokens

/// Semantic colors. A text render paints no color; the semantics name the token.
public enum ColorToken: String, ColorValue, CaseIterable {
    case backgroundPrimary, backgroundSecondary, backgroundTertiary
    case surfacePrimary, surfaceSecondary
    case textPrimary, textSecondary, textTertiary, textInverted
    case statusSuccess, statusError, statusWarning, statusNeutral
    case accent, accentSubtle, disabled
    case separator, separatorOpaque

    public var tokenName: String { rawValue }

    public func value(in theme: DSTheme) -> String {
        theme.colors.value(for: self)
    }
}

/// A theme's colors, as the platform colors or hex values they stand for.
public protocol DSColorsContract: Sendable {
    func value(for token: ColorToken) -> String
}

public struct DSDefaultColors: DSColorsContract {
    public init() {}

    public func value(for token: ColorToken) -> String {
        switch token {
        case .backgroundPrimary: "systemBackground"
        case .backgroundSecondary: "systemGroupedBackground"
        case .backgroundTertiary: "tertiarySystemBackground"
        case .surfacePrimary: "secondarySystemBackground"
        case .surfaceSecondary: "tertiarySystemGroupedBackground"
        case .textPrimary: "label"
        case .textSecondary: "secondaryLabel"
        case .textTertiary: "tertiaryLabel"
        case .textInverted: "systemBackground"
        case .statusSuccess: "systemGreen"
        case .statusError: "systemRed"
        case .statusWarning: "systemOrange"
        case .statusNeutral: "systemGray"
        case .accent: "#333844"
        case .accentSubtle: "#333844 at 10%"
        case .disabled: "systemGray3"
        case .separator: "separator"
        case .separatorOpaque: "opaqueSeparator"
        }
    }
}
