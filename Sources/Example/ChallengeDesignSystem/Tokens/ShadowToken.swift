import SwiftUI
import DesignTokens

/// Drop shadows; named in the semantics.
public enum ShadowToken: String, ShadowValue, CaseIterable {
    case zero, small, medium, large

    public var tokenName: String { rawValue }

    public func value(in theme: DSTheme) -> DSShadow {
        theme.shadow.value(for: self)
    }
}

/// A shadow's color (black at an opacity), blur radius and offset, in points.
public struct DSShadow: Sendable, Equatable {
    public var opacity: Double
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(opacity: Double, radius: Double, x: Double, y: Double) {
        self.opacity = opacity
        self.radius = radius
        self.x = x
        self.y = y
    }
}

public protocol DSShadowContract: Sendable {
    func value(for token: ShadowToken) -> DSShadow
}

public struct DSDefaultShadow: DSShadowContract {
    public init() {}

    public func value(for token: ShadowToken) -> DSShadow {
        switch token {
        case .zero: DSShadow(opacity: 0, radius: 0, x: 0, y: 0)
        case .small: DSShadow(opacity: 0.05, radius: 8, x: 0, y: 2)
        case .medium: DSShadow(opacity: 0.08, radius: 12, x: 0, y: 4)
        case .large: DSShadow(opacity: 0.12, radius: 20, x: 0, y: 8)
        }
    }
}
