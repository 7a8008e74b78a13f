/// The kinds of design tokens TextUI's views accept. A design system defines the tokens
/// (`SpacingToken.lg`, `Typography.headline`…) by conforming to these protocols, so a
/// view written with a raw number does not compile.
///
/// A token has a name, which the render's semantics print, and, when it has a size, a
/// value in points that the device converts to cells once, by its documented table.
public protocol DesignToken: Sendable {
    /// The name the semantics print: `lg`, `headline`, `textPrimary`.
    var tokenName: String { get }
}

/// Space between stacked views, and padding.
public protocol SpacingValue: DesignToken {
    func points(in environment: EnvironmentValues) -> Double
}

/// Widths and heights of frames and images.
public protocol DimensionValue: DesignToken {
    func points(in environment: EnvironmentValues) -> Double
}

/// Rounding of a shape's corners.
public protocol CornerRadiusValue: DesignToken {
    func points(in environment: EnvironmentValues) -> Double
}

/// Thickness of a stroked shape's outline.
public protocol BorderWidthValue: DesignToken {
    func points(in environment: EnvironmentValues) -> Double
}

/// A text style.
public protocol FontValue: DesignToken {}

/// A color, foreground or background.
public protocol ColorValue: DesignToken {}

/// Transparency; shown by name in the semantics.
public protocol OpacityValue: DesignToken {}

/// A drop shadow; shown by name in the semantics.
public protocol ShadowValue: DesignToken {}

/// An unbounded length, for `frame(maxWidth: .infinity)`.
public struct InfiniteDimension: DimensionValue {
    public var tokenName: String { "infinity" }
    public func points(in environment: EnvironmentValues) -> Double { .infinity }
}

extension DimensionValue where Self == InfiniteDimension {
    /// As much as the parent proposes.
    public static var infinity: InfiniteDimension { InfiniteDimension() }
}

/// A length TextUI's own views use, given in cells of one axis: it converts back to
/// exactly that many cells on any device.
struct CellLength: SpacingValue, DimensionValue {
    enum Axis {
        case columns
        case rows
    }

    var cells: Int
    var axis: Axis

    static func columns(_ cells: Int) -> CellLength { CellLength(cells: cells, axis: .columns) }
    static func rows(_ cells: Int) -> CellLength { CellLength(cells: cells, axis: .rows) }

    var tokenName: String { "\(cells) \(axis)" }

    func points(in environment: EnvironmentValues) -> Double {
        let device = environment.device
        return Double(cells) * (axis == .columns ? device.pointsPerColumn : device.pointsPerRow)
    }
}
