import RenderFormat
import Foundation

/// UIKit's color, for Linux. A text render paints no color, so a `UIColor` is the name
/// of how it was made, which the semantics print: `label`, `systemGray3`, `#333844`,
/// `#333844 10%`. `Color(uiColor:)` and `Color(_:)` keep that name.
open class UIColor: NSObject, @unchecked Sendable {
    /// What the semantics print for the color (in a light render).
    package let name: String
    /// What they print in a dark render, for a color made for both schemes
    /// (`init(dynamicProvider:)`) whose dark value differs; nil otherwise.
    package private(set) var darkName: String?
    /// The provider of a dynamic color, asked again by `resolvedColor(with:)`.
    private var provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// Red, green, blue and alpha, when the color was made from them or is one of the
    /// fixed basic colors; what `getRed(_:green:blue:alpha:)` answers.
    let components: [CGFloat]?

    package init(name: String) {
        self.name = name
        self.components = UIColor.basicComponents[name]
    }

    init(name: String, components: [CGFloat]?) {
        self.name = name
        self.components = components
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let hex = ValueNames.hex(red: Double(red), green: Double(green), blue: Double(blue))
        self.init(name: ValueNames.color(hex, opacity: Double(alpha)), components: [red, green, blue, alpha])
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        let hex = ValueNames.hex(red: Double(white), green: Double(white), blue: Double(white))
        self.init(name: ValueNames.color(hex, opacity: Double(alpha)), components: [white, white, white, alpha])
    }

    /// A color from the app's asset catalog. There is no catalog on Linux: the render
    /// names the asset, and the initializer never fails.
    public convenience init?(named name: String) {
        self.init(name: name)
    }

    /// A color that depends on the interface style. The provider is asked for light and
    /// for dark once, here; a render prints the value of its own scheme.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
        self.init(name: light.name, components: light.components)
        darkName = dark.name == light.name ? nil : dark.name
        provider = dynamicProvider
    }

    /// The color for the traits: a dynamic color asks its provider, any other is itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection) ?? self
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let base = components.map { Array($0.prefix(3)) + [alpha] }
        let color = UIColor(name: ValueNames.color(name, opacity: Double(alpha)), components: base)
        color.darkName = darkName.map { ValueNames.color($0, opacity: Double(alpha)) }
        return color
    }

    open override var description: String { name }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.name == name
    }

    open override var hash: Int { name.hashValue }
}

// MARK: - System colors

extension UIColor {
    public static let label = UIColor(name: "label")
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    public static let quaternaryLabel = UIColor(name: "quaternaryLabel")
    public static let placeholderText = UIColor(name: "placeholderText")
    public static let link = UIColor(name: "link")
    public static let separator = UIColor(name: "separator")
    public static let opaqueSeparator = UIColor(name: "opaqueSeparator")
    public static let tintColor = UIColor(name: "tintColor")

    public static let systemBackground = UIColor(name: "systemBackground")
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground")

    public static let systemFill = UIColor(name: "systemFill")
    public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
    public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
    public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill")

    public static let systemRed = UIColor(name: "systemRed")
    public static let systemOrange = UIColor(name: "systemOrange")
    public static let systemYellow = UIColor(name: "systemYellow")
    public static let systemGreen = UIColor(name: "systemGreen")
    public static let systemMint = UIColor(name: "systemMint")
    public static let systemTeal = UIColor(name: "systemTeal")
    public static let systemCyan = UIColor(name: "systemCyan")
    public static let systemBlue = UIColor(name: "systemBlue")
    public static let systemIndigo = UIColor(name: "systemIndigo")
    public static let systemPurple = UIColor(name: "systemPurple")
    public static let systemPink = UIColor(name: "systemPink")
    public static let systemBrown = UIColor(name: "systemBrown")
    public static let systemGray = UIColor(name: "systemGray")
    public static let systemGray2 = UIColor(name: "systemGray2")
    public static let systemGray3 = UIColor(name: "systemGray3")
    public static let systemGray4 = UIColor(name: "systemGray4")
    public static let systemGray5 = UIColor(name: "systemGray5")
    public static let systemGray6 = UIColor(name: "systemGray6")

    public static let black = UIColor(name: "black")
    public static let darkGray = UIColor(name: "darkGray")
    public static let gray = UIColor(name: "gray")
    public static let lightGray = UIColor(name: "lightGray")
    public static let white = UIColor(name: "white")
    public static let clear = UIColor(name: "clear")
    public static let red = UIColor(name: "red")
    public static let green = UIColor(name: "green")
    public static let blue = UIColor(name: "blue")
    public static let cyan = UIColor(name: "cyan")
    public static let yellow = UIColor(name: "yellow")
    public static let magenta = UIColor(name: "magenta")
    public static let orange = UIColor(name: "orange")
    public static let purple = UIColor(name: "purple")
    public static let brown = UIColor(name: "brown")
}
