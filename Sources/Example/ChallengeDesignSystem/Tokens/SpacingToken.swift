import SwiftUI
import DesignTokens

/// Space between and around views: xxs 2 … xxxl 32 pt in the default theme.
public enum SpacingToken: String, SpacingValue, CaseIterable {
    case xxs, xs, sm, md, lg, xl, xxl, xxxl

    public var tokenName: String { rawValue }

    public func points(in environment: EnvironmentValues) -> Double {
        environment.dsTheme.spacing.points(for: self)
    }
}

/// A theme's spacing scale.
public protocol DSSpacingContract: Sendable {
    func points(for token: SpacingToken) -> Double
}

public struct DSDefaultSpacing: DSSpacingContract {
    public init() {}

    public func points(for token: SpacingToken) -> Double {
        switch token {
        case .xxs: 2
        case .xs: 4
        case .sm: 8
        case .md: 12
        case .lg: 16
        case .xl: 20
        case .xxl: 24
        case .xxxl: 32
        }
    }
}
