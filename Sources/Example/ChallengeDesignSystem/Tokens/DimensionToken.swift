import SwiftUI
import DesignTokens

/// Sizes of images, icons and indicators: xs 8 … xxxxl 150 pt in the default theme.
public enum DimensionToken: String, DimensionValue, CaseIterable {
    case xs, sm, md, lg, xl, xxl, xxxl, xxxxl

    public var tokenName: String { rawValue }

    public func points(in environment: EnvironmentValues) -> Double {
        environment.dsTheme.dimensions.points(for: self)
    }
}

public protocol DSDimensionsContract: Sendable {
    func points(for token: DimensionToken) -> Double
}

public struct DSDefaultDimensions: DSDimensionsContract {
    public init() {}

    public func points(for token: DimensionToken) -> Double {
        switch token {
        case .xs: 8
        case .sm: 12
        case .md: 16
        case .lg: 24
        case .xl: 32
        case .xxl: 48
        case .xxxl: 56
        case .xxxxl: 150
        }
    }
}
