/// A blurred, translucent backdrop (`.ultraThinMaterial`, `.bar`). A text render draws
/// no blur; the semantics name the material.
public struct Material: ShapeStyle, Hashable {
    let name: String

    public static let ultraThin = Material(name: "ultraThinMaterial")
    public static let thin = Material(name: "thinMaterial")
    public static let regular = Material(name: "regularMaterial")
    public static let thick = Material(name: "thickMaterial")
    public static let ultraThick = Material(name: "ultraThickMaterial")
    public static let bar = Material(name: "bar")

    public var _paint: _Paint { _Paint(.named(name)) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

/// Any style behind one type, for a ternary between a color and a material.
public struct AnyShapeStyle: ShapeStyle {
    public let _paint: _Paint

    public init(_ style: some ShapeStyle) {
        _paint = style._paint
    }
}

/// The screen's background, as a style: `.background`.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}
    public var _paint: _Paint { _Paint(.named("background")) }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The foreground in effect, as a style: `.foreground`.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
    public var _paint: _Paint { _Paint(.named("foreground")) }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The color of separators: `.separator`.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var _paint: _Paint { _Paint(.named("separator")) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// A style made see-through (`.opacity(0.5)` on a style names both), or one of its
/// levels (`.background.secondary`).
public struct _OpacityShapeStyle: ShapeStyle {
    public let _paint: _Paint
}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(_paint: _Paint(.translucent(_paint.paint, opacity: opacity)))
    }
}

// iOS 17's levels of any style: `.background.secondary`, `.tint.tertiary`.
extension ShapeStyle {
    public var secondary: _OpacityShapeStyle { level("secondary") }
    public var tertiary: _OpacityShapeStyle { level("tertiary") }
    public var quaternary: _OpacityShapeStyle { level("quaternary") }
    public var quinary: _OpacityShapeStyle { level("quinary") }

    private func level(_ name: String) -> _OpacityShapeStyle {
        _OpacityShapeStyle(_paint: _Paint(.composed(prefix: "", parts: [_paint.paint], separator: "", suffix: "." + name)))
    }
}
