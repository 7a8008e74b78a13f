/// What fills or outlines a shape, or colors a text: a `Color`, a hierarchical style
/// (`.secondary`), or a design system's color token. The semantics name it, and a
/// colored picture paints it where it knows its color.
public protocol ShapeStyle: Sendable {
    /// The style as the views that draw with it hold it. Styles made elsewhere are
    /// named by their type.
    var _paint: _Paint { get }
}

extension ShapeStyle {
    public var _paint: _Paint { _Paint(.named(String(describing: Self.self))) }

    /// The name the semantics print in a light render.
    public var _styleName: String { _paint.paint.name(dark: false) }
}

/// The levels of a foreground: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: String

    public static let primary = HierarchicalShapeStyle(level: "primary")
    public static let secondary = HierarchicalShapeStyle(level: "secondary")
    public static let tertiary = HierarchicalShapeStyle(level: "tertiary")
    public static let quaternary = HierarchicalShapeStyle(level: "quaternary")

    public var _paint: _Paint { _Paint(.named(level)) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The accent of the controls inside, set with `tint(_:)`.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public var _paint: _Paint { _Paint(.named("tint")) }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
