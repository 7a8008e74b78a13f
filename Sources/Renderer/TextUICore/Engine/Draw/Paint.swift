import RenderFormat

/// What colors a text or fills a shape, held as it was made: a system color by name,
/// components, an asset, a design token, a color made for both schemes, a see-through
/// one. The semantics print its name from this (`label`, `#333844`, `(#333844 10%)`,
/// `surfacePrimary`), and the colored picture resolves it for the render's scheme:
/// nothing ever reads a printed name back.
///
/// A render has one scheme, the header's, which a `preferredColorScheme` inside the
/// view may set: so a paint keeps both sides of a dynamic color until it is printed or
/// painted.
package indirect enum Paint: Hashable, Sendable {
    /// A color SwiftUI or UIKit names, or a style by its name: `green`, `label`,
    /// `systemGray3`, `primary`, `tint`, `background`, `ultraThinMaterial`.
    case named(String)
    /// Components from 0 to 1, in sRGB: `#333844`.
    case rgb(red: Double, green: Double, blue: Double)
    /// A color of the app's asset catalog, which Linux does not read: by its name.
    case asset(String)
    /// A design system's color token: its name, and what it looks like when it says.
    case token(TokenPaint)
    /// A color made for both schemes whose values differ (a `UIColor` with a dynamic
    /// provider).
    case dynamic(light: Paint, dark: Paint)
    /// See-through: `name 50%`.
    case translucent(Paint, opacity: Double)
    /// A SwiftUI `Color`'s name, in parentheses when it is several words:
    /// `(#333844 10%)`.
    case grouped(Paint)
    /// A style named after the paints it is made of: a gradient
    /// (`linearGradient(blue→purple)`), a palette (`red+blue`), a level
    /// (`background.secondary`). Painted as nothing: a text picture has no gradient.
    case composed(prefix: String, parts: [Paint], separator: String, suffix: String)

    /// The name the semantics print, in a render of the scheme.
    package func name(dark: Bool) -> String {
        switch self {
        case let .named(name), let .asset(name): name
        case let .rgb(red, green, blue): ValueNames.hex(red: red, green: green, blue: blue)
        case let .token(token): token.name
        case let .dynamic(light, darkSide): (dark ? darkSide : light).name(dark: dark)
        case let .translucent(base, opacity): ValueNames.color(base.name(dark: dark), opacity: opacity)
        case let .grouped(paint): SemanticsSyntax.group(paint.name(dark: dark))
        case let .composed(prefix, parts, separator, suffix):
            prefix + parts.map { $0.name(dark: dark) }.joined(separator: separator) + suffix
        }
    }

    /// The color it stands for in the scheme, over `bottom` where it is see-through;
    /// nil for what the picture cannot know (an asset, a token that gives no color, a
    /// gradient) and for `clear`.
    func rgb(dark: Bool, over bottom: ColorPalette.RGB) -> ColorPalette.RGB? {
        switch self {
        case let .named(name): ColorPalette.system(name, dark: dark)
        case let .rgb(red, green, blue): ColorPalette.RGB(red: red, green: green, blue: blue)
        case .asset, .composed: nil
        case let .token(token): token.look?.rgb(dark: dark, over: bottom)
        case let .dynamic(light, darkSide): (dark ? darkSide : light).rgb(dark: dark, over: bottom)
        case let .grouped(paint): paint.rgb(dark: dark, over: bottom)
        case let .translucent(base, opacity):
            if opacity <= 0 { nil } else if opacity >= 1 { base.rgb(dark: dark, over: bottom) } else {
                base.rgb(dark: dark, over: bottom).map { $0.over(bottom, opacity: opacity) }
            }
        }
    }

    /// The same paint without a `Color`'s parentheses: for comparing two fills.
    var ungrouped: Paint {
        if case let .grouped(paint) = self { paint } else { self }
    }
}

/// A design token as a paint: equal to another of the same name, as the semantics
/// print them. Its look (`_ColorValue.color`) is asked for only when a colored picture
/// is painted, so a plain render never makes the color.
package struct TokenPaint: Hashable, Sendable {
    let name: String
    private let token: any _ColorValue

    init(_ token: some _ColorValue) {
        name = token.tokenName
        self.token = token
    }

    /// What the token says it looks like, if it says.
    var look: Paint? { token.color.map(\.paint) }

    package static func == (lhs: TokenPaint, rhs: TokenPaint) -> Bool { lhs.name == rhs.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A value of a semantics line that may name a color: printed as it is, or, for a
/// paint, as its name in the render's scheme.
enum SemanticValue: Sendable, Equatable {
    case text(String)
    case paint(Paint)

    func printed(dark: Bool) -> String {
        switch self {
        case let .text(text): text
        case let .paint(paint): paint.name(dark: dark)
        }
    }
}

extension Array where Element == (String, SemanticValue) {
    /// A `key=value` property whose value is text.
    mutating func append(_ property: (String, String)) {
        append((property.0, .text(property.1)))
    }

    /// A `key=value` property whose value is a paint's name.
    mutating func append(_ property: (String, Paint)) {
        append((property.0, .paint(property.1)))
    }
}

/// A shape style's paint, as `ShapeStyle._paint` hands it to the views that draw with
/// it; what it holds is TextUI's own.
public struct _Paint: Sendable {
    let paint: Paint

    init(_ paint: Paint) {
        self.paint = paint
    }
}
