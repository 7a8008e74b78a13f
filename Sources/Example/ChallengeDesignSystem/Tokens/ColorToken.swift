import SwiftUI
import DesignTokens

/// Semantic colors. The semantics name the token; the colored picture of a render
/// (`snapshots render`, the HTML report) shows the default theme's color.
public enum ColorToken: String, ColorValue, CaseIterable {
    case backgroundPrimary, backgroundSecondary, backgroundTertiary
    case surfacePrimary, surfaceSecondary
    case textPrimary, textSecondary, textTertiary, textInverted
    case statusSuccess, statusError, statusWarning, statusNeutral
    case accent, accentSubtle, disabled
    case separator, separatorOpaque

    public var tokenName: String { rawValue }

    public func value(in theme: DSTheme) -> Color {
        theme.colors.value(for: self)
    }

    public var color: Color? { value(in: .default) }
}

/// A theme's colors: the platform's system colors and the brand's own.
public protocol DSColorsContract: Sendable {
    func value(for token: ColorToken) -> Color
}

public struct DSDefaultColors: DSColorsContract {
    /// The brand's ink, #333844.
    static let ink = Color(red: 51 / 255, green: 56 / 255, blue: 68 / 255)

    public init() {}

    public func value(for token: ColorToken) -> Color {
        switch token {
        case .backgroundPrimary: Color(uiColor: .systemBackground)
        case .backgroundSecondary: Color(uiColor: .systemGroupedBackground)
        case .backgroundTertiary: Color(uiColor: .tertiarySystemBackground)
        case .surfacePrimary: Color(uiColor: .secondarySystemBackground)
        case .surfaceSecondary: Color(uiColor: .tertiarySystemGroupedBackground)
        case .textPrimary: Color(uiColor: .label)
        case .textSecondary: Color(uiColor: .secondaryLabel)
        case .textTertiary: Color(uiColor: .tertiaryLabel)
        case .textInverted: Color(uiColor: .systemBackground)
        case .statusSuccess: Color(uiColor: .systemGreen)
        case .statusError: Color(uiColor: .systemRed)
        case .statusWarning: Color(uiColor: .systemOrange)
        case .statusNeutral: Color(uiColor: .systemGray)
        case .accent: Self.ink
        case .accentSubtle: Self.ink.opacity(0.1)
        case .disabled: Color(uiColor: .systemGray3)
        case .separator: Color(uiColor: .separator)
        case .separatorOpaque: Color(uiColor: .opaqueSeparator)
        }
    }
}
