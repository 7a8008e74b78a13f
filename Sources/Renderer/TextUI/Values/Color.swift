import RenderFormat
import Foundation
import UIKit

/// A color, as SwiftUI has it. A text render paints no color, so a color is what the
/// semantics name: how it was made (`green`, `label`, `#333844`, `#333844 10%`), or the
/// design token a design system passed. As a view it fills the space it is offered.
///
///     Text("Alive").foregroundStyle(Color(.secondaryLabel))
public struct Color: Hashable, Sendable {
    /// The semantics' name, made once, grouped in parentheses when it is several words
    /// (`(#333844 10%)`): every text reads its color on every render.
    ///
    /// A color made for both schemes (a `UIColor` with a dynamic provider) holds both
    /// names, marked as `SchemeDependentName` marks them; the semantics print the one of
    /// the render's scheme.
    let name: String
    private let base: String
    /// The dark value's name, when the color has one that differs.
    private let darkBase: String?
    private let opacity: Double

    init(base: String, darkBase: String? = nil, opacity: Double = 1) {
        self.base = base
        self.darkBase = darkBase
        self.opacity = opacity
        let light = SemanticsSyntax.group(ValueNames.color(base, opacity: opacity))
        name = darkBase.map { SchemeDependentName.make(light: light, dark: SemanticsSyntax.group(ValueNames.color($0, opacity: opacity))) } ?? light
    }

    /// The name without parentheses, for a name that holds it (a shadow's).
    var ungroupedName: String {
        let light = ValueNames.color(base, opacity: opacity)
        return darkBase.map { SchemeDependentName.make(light: light, dark: ValueNames.color($0, opacity: opacity)) } ?? light
    }

    public init(uiColor: UIColor) {
        self.init(base: uiColor.name, darkBase: uiColor.darkName)
    }

    /// Disfavored, so `Color(.accent)` finds the generated asset symbol when there is
    /// one, as the symbols Xcode generates expect.
    @_disfavoredOverload
    public init(_ uiColor: UIColor) {
        self.init(uiColor: uiColor)
    }

    /// A color of the app's asset catalog, named by its asset.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(base: name)
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(base: ValueNames.hex(red: red, green: green, blue: blue), opacity: opacity)
    }

    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// The same color, more transparent: opacities multiply, as on the device.
    public func opacity(_ opacity: Double) -> Color {
        Color(base: base, darkBase: darkBase, opacity: self.opacity * min(max(opacity, 0), 1))
    }

    public enum RGBColorSpace: Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public static func == (lhs: Color, rhs: Color) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    private static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let sector = (hue - hue.rounded(.down)) * 6
        let fraction = sector - sector.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        switch Int(sector) {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}

// MARK: - Named colors

extension Color {
    public static let black = Color(base: "black")
    public static let blue = Color(base: "blue")
    public static let brown = Color(base: "brown")
    public static let clear = Color(base: "clear")
    public static let cyan = Color(base: "cyan")
    public static let gray = Color(base: "gray")
    public static let green = Color(base: "green")
    public static let indigo = Color(base: "indigo")
    public static let mint = Color(base: "mint")
    public static let orange = Color(base: "orange")
    public static let pink = Color(base: "pink")
    public static let purple = Color(base: "purple")
    public static let red = Color(base: "red")
    public static let teal = Color(base: "teal")
    public static let white = Color(base: "white")
    public static let yellow = Color(base: "yellow")
    public static let primary = Color(base: "primary")
    public static let secondary = Color(base: "secondary")
    public static let accentColor = Color(base: "accentColor")
}

// As in SwiftUI: `.foregroundStyle(.red)` finds the color where a style is expected.
// `.primary` and `.secondary` are hierarchical styles there, as in SwiftUI.
extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var blue: Color { Color.blue }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
    public static var cyan: Color { Color.cyan }
    public static var gray: Color { Color.gray }
    public static var green: Color { Color.green }
    public static var indigo: Color { Color.indigo }
    public static var mint: Color { Color.mint }
    public static var orange: Color { Color.orange }
    public static var pink: Color { Color.pink }
    public static var purple: Color { Color.purple }
    public static var red: Color { Color.red }
    public static var teal: Color { Color.teal }
    public static var white: Color { Color.white }
    public static var yellow: Color { Color.yellow }
}

extension Color: ShapeStyle {
    public var _styleName: String { name }
}

extension Color: PrimitiveView {
    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        nodes.append(Node(FillElement(colorName: name), in: context))
    }
}
