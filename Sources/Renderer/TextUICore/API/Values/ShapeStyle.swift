/// What fills or outlines a shape, or colors a text: a `Color`, a hierarchical style
/// (`.secondary`), or a design system's color token. The semantics name it, and a
/// colored picture paints it where it knows its color.
///
/// A team's own style does as in SwiftUI: it says what it is in an environment with
/// `resolve(in:)`, and the render draws and names what it resolves to, in a light and a
/// dark environment (the scheme is what a still picture varies).
///
///     struct Accent: ShapeStyle {
///         func resolve(in environment: EnvironmentValues) -> Color {
///             environment.colorScheme == .dark ? .mint : .teal
///         }
///     }
public protocol ShapeStyle: Sendable {
    /// What the style becomes in an environment: `Never` for SwiftUI's own styles, which
    /// the renderer draws itself.
    associatedtype Resolved: ShapeStyle = Never

    /// The style this one stands for in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved

    /// The style as the views that draw with it hold it. Styles made elsewhere are
    /// named by their type.
    var _paint: _Paint { get }
}

extension ShapeStyle where Resolved == Never {
    /// SwiftUI's own styles resolve to nothing a view can read; the renderer draws them.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) is drawn by the renderer and resolves to nothing a view can read; ask a Color for resolve(in:)")
    }
}

extension Never: ShapeStyle {}

extension ShapeStyle {
    /// A style that resolves: what it resolves to, light and dark. Any other style made
    /// outside TextUI is named by its type.
    public var _paint: _Paint {
        Resolved.self == Never.self ? _Paint(.named(String(describing: Self.self))) : _Paint(Paint(resolving: self))
    }

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

extension Paint {
    /// A style as it resolves in a light and a dark environment: one paint when both
    /// agree, a dynamic one when they differ.
    init<Style: ShapeStyle>(resolving style: Style) {
        var light = EnvironmentValues()
        light.colorScheme = .light
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let lightSide = style.resolve(in: light)._paint.paint
        let darkSide = style.resolve(in: dark)._paint.paint
        self = lightSide == darkSide ? lightSide : .dynamic(light: lightSide, dark: darkSide)
    }
}
