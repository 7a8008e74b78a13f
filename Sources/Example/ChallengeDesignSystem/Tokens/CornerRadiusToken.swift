import SwiftUI
import DesignTokens

/// Corner rounding: zero 0 … xl 20 pt, and full for capsules.
public enum CornerRadiusToken: String, CornerRadiusValue, CaseIterable {
    case zero, xs, sm, md, lg, xl, full

    public var tokenName: String { rawValue }

    public func points(in environment: EnvironmentValues) -> Double {
        environment.dsTheme.cornerRadius.points(for: self)
    }
}

public protocol DSCornerRadiusContract: Sendable {
    func points(for token: CornerRadiusToken) -> Double
}

public struct DSDefaultCornerRadius: DSCornerRadiusContract {
    public init() {}

    public func points(for token: CornerRadiusToken) -> Double {
        switch token {
        case .zero: 0
        case .xs: 4
        case .sm: 8
        case .md: 12
        case .lg: 16
        case .xl: 20
        case .full: 9999
        }
    }
}
