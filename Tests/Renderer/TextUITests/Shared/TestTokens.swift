import DesignTokens
import TextUI

/// Tokens for TextUI's own tests, with round point values so cell counts are easy to
/// read: 8 pt is one column, 16 pt one row.
enum TestSpacing: String, SpacingValue {
    case none, one, two
    var tokenName: String { rawValue }
    func points(in environment: EnvironmentValues) -> Double {
        switch self {
        case .none: 0
        case .one: 16
        case .two: 32
        }
    }
}

enum TestDimension: String, DimensionValue {
    case small, medium, large, wide
    var tokenName: String { rawValue }
    func points(in environment: EnvironmentValues) -> Double {
        switch self {
        case .small: 16
        case .medium: 48
        case .large: 96
        case .wide: 400
        }
    }
}

enum TestFont: String, FontValue {
    case title, body, caption
    var tokenName: String { rawValue }
}

enum TestColor: String, ColorValue {
    case primary, secondary, accent, surface, success
    var tokenName: String { rawValue }
}

enum TestRadius: String, CornerRadiusValue {
    case none, medium
    var tokenName: String { rawValue }
    func points(in environment: EnvironmentValues) -> Double { self == .none ? 0 : 12 }
}

enum TestBorder: String, BorderWidthValue {
    case thin, thick
    var tokenName: String { rawValue }
    func points(in environment: EnvironmentValues) -> Double { self == .thin ? 1 : 4 }
}

enum TestOpacity: String, OpacityValue {
    case half
    var tokenName: String { rawValue }
}

enum TestShadow: String, ShadowValue {
    case small
    var tokenName: String { rawValue }
}
