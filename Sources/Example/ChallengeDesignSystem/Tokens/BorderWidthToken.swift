import SwiftUI
import DesignTokens

/// Outline thickness: hairline 0.5, thin 1, medium 2, thick 4 pt. Up to 1 pt draws
/// light box lines, up to 2 pt heavy ones, more double ones.
public enum BorderWidthToken: String, BorderWidthValue, CaseIterable {
    case hairline, thin, medium, thick

    public var tokenName: String { rawValue }

    public func points(in environment: EnvironmentValues) -> Double {
        environment.dsTheme.borderWidth.points(for: self)
    }
}

public protocol DSBorderWidthContract: Sendable {
    func points(for token: BorderWidthToken) -> Double
}

public struct DSDefaultBorderWidth: DSBorderWidthContract {
    public init() {}

    public func points(for token: BorderWidthToken) -> Double {
        switch token {
        case .hairline: 0.5
        case .thin: 1
        case .medium: 2
        case .thick: 4
        }
    }
}
