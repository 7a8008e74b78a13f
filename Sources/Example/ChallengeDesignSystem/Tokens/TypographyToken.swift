import SwiftUI
import DesignTokens

/// Text styles. A text render shows every style as one row of text, and names the
/// token in the semantics; design and weight are the theme's, for reference.
public enum TypographyToken: String, FontValue, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, subheadline, footnote, caption, caption2

    public var tokenName: String { rawValue }

    public func style(in theme: DSTheme) -> DSTextStyle {
        theme.typography.style(for: self)
    }
}

public struct DSTextStyle: Sendable, Equatable {
    public enum Design: String, Sendable {
        case rounded, serif, monospaced
    }

    public enum Weight: String, Sendable {
        case regular, semibold, bold
    }

    public var design: Design
    public var weight: Weight

    public init(design: Design, weight: Weight) {
        self.design = design
        self.weight = weight
    }
}

public protocol DSTypographyContract: Sendable {
    func style(for token: TypographyToken) -> DSTextStyle
}

public struct DSDefaultTypography: DSTypographyContract {
    public init() {}

    public func style(for token: TypographyToken) -> DSTextStyle {
        switch token {
        case .largeTitle, .title: DSTextStyle(design: .rounded, weight: .bold)
        case .title2, .title3, .headline: DSTextStyle(design: .rounded, weight: .semibold)
        case .body, .footnote, .caption: DSTextStyle(design: .rounded, weight: .regular)
        case .subheadline: DSTextStyle(design: .serif, weight: .regular)
        case .caption2: DSTextStyle(design: .monospaced, weight: .regular)
        }
    }
}
