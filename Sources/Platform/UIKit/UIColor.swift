import Foundation

/// UIKit's color, for Linux: how it was made (a system color by name, components, an
/// asset) and its alpha, with the other scheme's color for one made for both. It knows
/// nothing of renders: the view layer names and paints it from these.
open class UIColor: NSObject, @unchecked Sendable {
    /// How a color was made, before its alpha.
    package enum Made: Hashable, Sendable {
        /// A system or fixed color by UIKit's name: `label`, `systemGray3`, `black`.
        case named(String)
        /// Red, green and blue from 0 to 1.
        case components(red: CGFloat, green: CGFloat, blue: CGFloat)
        /// A color of the app's asset catalog, by its name.
        case asset(String)
    }

    package let made: Made
    package let alpha: CGFloat
    /// The color in a dark interface, for a color made with a dynamic provider; nil for
    /// any other.
    package private(set) var darkVariant: UIColor?
    /// The provider of a dynamic color, asked again by `resolvedColor(with:)`.
    private var provider: (@Sendable (UITraitCollection) -> UIColor)?

    package init(made: Made, alpha: CGFloat = 1) {
        self.made = made
        self.alpha = alpha
    }

    convenience init(system name: String, alpha: CGFloat = 1) {
        self.init(made: .named(name), alpha: alpha)
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(made: .components(red: red, green: green, blue: blue), alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(made: .components(red: white, green: white, blue: white), alpha: alpha)
    }

    /// A color from the app's asset catalog. There is no catalog on Linux: the color is
    /// named by its asset, and the initializer never fails.
    public convenience init?(named name: String) {
        self.init(made: .asset(name))
    }

    /// A color that depends on the interface style. The provider is asked for light and
    /// for dark once, here; a render shows the value of its own scheme.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
        self.init(made: light.made, alpha: light.alpha)
        darkVariant = dark
        provider = dynamicProvider
    }

    /// The color for the traits: a dynamic color asks its provider, any other is itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection) ?? self
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let color = UIColor(made: made, alpha: alpha)
        color.darkVariant = darkVariant.map { UIColor(made: $0.made, alpha: alpha) }
        return color
    }

    /// As UIKit describes a color: its color space and components, or its name.
    open override var description: String {
        switch made {
        case let .components(red, green, blue): "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)"
        case let .named(name), let .asset(name): alpha < 1 ? "\(name) alpha=\(alpha)" : name
        }
    }

    /// Equal by components, as UIKit compares colors: two colors whose red, green, blue
    /// and alpha are known are equal when those are; a system or asset color, whose
    /// components depend on the interface and the catalog, equals the same color with
    /// the same alpha, in both schemes.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if let components, let others = other.components, darkVariant == nil, other.darkVariant == nil {
            return components == others
        }
        return made == other.made && alpha == other.alpha
            && darkVariant?.made == other.darkVariant?.made && darkVariant?.alpha == other.darkVariant?.alpha
    }

    open override var hash: Int {
        var hasher = Hasher()
        if let components, darkVariant == nil {
            hasher.combine(components)
        } else {
            hasher.combine(made)
            hasher.combine(alpha)
        }
        return hasher.finalize()
    }
}

// MARK: - System colors

extension UIColor {
    public static let label = UIColor(system: "label")
    public static let secondaryLabel = UIColor(system: "secondaryLabel")
    public static let tertiaryLabel = UIColor(system: "tertiaryLabel")
    public static let quaternaryLabel = UIColor(system: "quaternaryLabel")
    public static let placeholderText = UIColor(system: "placeholderText")
    public static let link = UIColor(system: "link")
    public static let separator = UIColor(system: "separator")
    public static let opaqueSeparator = UIColor(system: "opaqueSeparator")
    public static let tintColor = UIColor(system: "tintColor")

    public static let systemBackground = UIColor(system: "systemBackground")
    public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(system: "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = UIColor(system: "tertiarySystemGroupedBackground")

    public static let systemFill = UIColor(system: "systemFill")
    public static let secondarySystemFill = UIColor(system: "secondarySystemFill")
    public static let tertiarySystemFill = UIColor(system: "tertiarySystemFill")
    public static let quaternarySystemFill = UIColor(system: "quaternarySystemFill")

    public static let systemRed = UIColor(system: "systemRed")
    public static let systemOrange = UIColor(system: "systemOrange")
    public static let systemYellow = UIColor(system: "systemYellow")
    public static let systemGreen = UIColor(system: "systemGreen")
    public static let systemMint = UIColor(system: "systemMint")
    public static let systemTeal = UIColor(system: "systemTeal")
    public static let systemCyan = UIColor(system: "systemCyan")
    public static let systemBlue = UIColor(system: "systemBlue")
    public static let systemIndigo = UIColor(system: "systemIndigo")
    public static let systemPurple = UIColor(system: "systemPurple")
    public static let systemPink = UIColor(system: "systemPink")
    public static let systemBrown = UIColor(system: "systemBrown")
    public static let systemGray = UIColor(system: "systemGray")
    public static let systemGray2 = UIColor(system: "systemGray2")
    public static let systemGray3 = UIColor(system: "systemGray3")
    public static let systemGray4 = UIColor(system: "systemGray4")
    public static let systemGray5 = UIColor(system: "systemGray5")
    public static let systemGray6 = UIColor(system: "systemGray6")

    public static let black = UIColor(system: "black")
    public static let darkGray = UIColor(system: "darkGray")
    public static let gray = UIColor(system: "gray")
    public static let lightGray = UIColor(system: "lightGray")
    public static let white = UIColor(system: "white")
    public static let clear = UIColor(system: "clear")
    public static let red = UIColor(system: "red")
    public static let green = UIColor(system: "green")
    public static let blue = UIColor(system: "blue")
    public static let cyan = UIColor(system: "cyan")
    public static let yellow = UIColor(system: "yellow")
    public static let magenta = UIColor(system: "magenta")
    public static let orange = UIColor(system: "orange")
    public static let purple = UIColor(system: "purple")
    public static let brown = UIColor(system: "brown")
}
