import SwiftUI
import DesignTokens

/// Transparency levels; named in the semantics.
public enum OpacityToken: String, OpacityValue, CaseIterable {
    case subtle, light, medium, heavy, almostOpaque

    public var tokenName: String { rawValue }

    public func value(in theme: DSTheme) -> Double {
        theme.opacity.value(for: self)
    }
}

public protocol DSOpacityContract: Sendable {
    func value(for token: OpacityToken) -> Double
}

public struct DSDefaultOpacity: DSOpacityContract {
    public init() {}

    public func value(for token: OpacityToken) -> Double {
        switch token {
        case .subtle: 0.1
        case .light: 0.15
        case .medium: 0.4
        case .heavy: 0.6
        case .almostOpaque: 0.8
        }
    }
}
