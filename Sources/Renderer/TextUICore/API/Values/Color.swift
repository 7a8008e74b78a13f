import RenderFormat
import Foundation

/// A color, as SwiftUI has it, held as it was made: a named color (`green`, `label`
/// from `Color(.label)`), components (`#333844`), an asset, a `UIColor` made for both
/// schemes, with its opacity. The semantics name it from that (`(#333844 10%)`), and a
/// colored picture shows its value in the render's scheme. As a view it fills the space
/// it is offered.
///
///     Text("Alive").foregroundStyle(Color(.secondaryLabel))
public struct Color: Hashable, Sendable {
    /// How the color was made, before its opacity.
    let base: Paint
    let opacity: Double

    package init(base: Paint, opacity: Double = 1) {
        self.base = base
        self.opacity = opacity
    }

    init(named name: String) {
        self.init(base: .named(name))
    }

    /// What the semantics print and the picture paints: the name in parentheses when
    /// it is several words (`(#333844 10%)`).
    var paint: Paint { .grouped(ungroupedPaint) }

    /// The name without parentheses, for a name that holds it (a shadow's).
    package var ungroupedPaint: Paint { opacity < 1 ? .translucent(base, opacity: opacity) : base }

    /// The name in a light render; for messages and tests.
    var name: String { paint.name(dark: false) }

    /// A color of the app's asset catalog, named by its asset.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(base: .asset(name))
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(base: .rgb(red: red, green: green, blue: blue), opacity: opacity)
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
        Color(base: base, opacity: self.opacity * min(max(opacity, 0), 1))
    }

    public enum RGBColorSpace: Sendable {
        case sRGB, sRGBLinear, displayP3
    }


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
    public static let black = Color(named: "black")
    public static let blue = Color(named: "blue")
    public static let brown = Color(named: "brown")
    public static let clear = Color(named: "clear")
    public static let cyan = Color(named: "cyan")
    public static let gray = Color(named: "gray")
    public static let green = Color(named: "green")
    public static let indigo = Color(named: "indigo")
    public static let mint = Color(named: "mint")
    public static let orange = Color(named: "orange")
    public static let pink = Color(named: "pink")
    public static let purple = Color(named: "purple")
    public static let red = Color(named: "red")
    public static let teal = Color(named: "teal")
    public static let white = Color(named: "white")
    public static let yellow = Color(named: "yellow")
    public static let primary = Color(named: "primary")
    public static let secondary = Color(named: "secondary")
    public static let accentColor = Color(named: "accentColor")
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
    public var _paint: _Paint { _Paint(paint) }
}

extension Color: PrimitiveView {
    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        nodes.append(Node(FillElement(fill: paint), in: context))
    }
}
