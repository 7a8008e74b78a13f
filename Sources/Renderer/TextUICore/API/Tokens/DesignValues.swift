// The token protocols a design system conforms to are `DesignTokens`' (`SpacingValue`,
// `FontValue`…), a module of their own: `import SwiftUI` does not bring their names.
// These underscored bases are what TextUI's views store and take, in inlinable code.

/// The kinds of design tokens TextUI's views accept beside SwiftUI's own values. A
/// design system defines its tokens (`SpacingToken.lg`, `TypographyToken.headline`…) by
/// conforming to these protocols; a view that passes one gets its name in the render's
/// semantics (`cornerRadius=lg`), where a plain number prints its points
/// (`cornerRadius=16`). Names come only from the code, never from a value.
///
/// A token has a name and, when it has a size, a value in points that the device
/// converts to cells by the same rule as any other length.
public protocol _DesignToken: Sendable {
    /// The name the semantics print: `lg`, `headline`, `textPrimary`.
    var tokenName: String { get }
}

/// Space between stacked views, and padding.
public protocol _SpacingValue: _DesignToken {
    func points(in environment: EnvironmentValues) -> Double
}

/// Widths and heights of frames and images.
public protocol _DimensionValue: _DesignToken {
    func points(in environment: EnvironmentValues) -> Double
}

/// Rounding of a shape's corners.
public protocol _CornerRadiusValue: _DesignToken {
    func points(in environment: EnvironmentValues) -> Double
}

/// Thickness of a stroked shape's outline.
public protocol _BorderWidthValue: _DesignToken {
    func points(in environment: EnvironmentValues) -> Double
}

/// A text style; `font(_:)` takes it where SwiftUI takes a `Font`.
public protocol _FontValue: _DesignToken {}

/// A color, foreground or background: a shape style named by its token.
public protocol _ColorValue: _DesignToken, ShapeStyle {
    /// What the token looks like, for the colored picture of a render (`snapshots
    /// render --color`, the HTML report); the semantics print its name either way. Nil,
    /// the default, paints nothing.
    var color: Color? { get }
}

extension _ColorValue {
    public var color: Color? { nil }

    /// The token by its name; its `color` is asked for only when a picture is painted.
    public var _paint: _Paint { _Paint(.token(TokenPaint(self))) }
}

/// Transparency; shown by name in the semantics.
public protocol _OpacityValue: _DesignToken {}

/// A drop shadow; shown by name in the semantics.
public protocol _ShadowValue: _DesignToken {}

/// A length TextUI's own views use, given in cells of one axis: it converts back to
/// exactly that many cells on any device.
struct CellLength: _SpacingValue, _DimensionValue {
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

// TextUI's own views lay out in whole cells with these; a design system's tokens go
// through `DesignTokens`' public overloads, which build the same modifiers.
extension View {
    func padding(_ edges: Edge.Set, _ length: CellLength) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.padding(edges, length))
    }

    func frame(width: CellLength, height: CellLength) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.frame(width: width, height: height, alignment: .center))
    }
}

extension VStack {
    init(spacing: CellLength, @ViewBuilder content: () -> Content) {
        self.init(alignment: .center, spacing: spacing, content: content())
    }
}
