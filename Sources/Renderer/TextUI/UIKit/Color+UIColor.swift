import TextUICore
import UIKit

// SwiftUI's colors and UIKit's, each made from the other as it was made: a system color
// by name, components, an asset, with its opacity; one made for both schemes with both.

extension Color {
    public init(uiColor: UIColor) {
        self.init(base: Paint(uiColor))
    }

    /// Disfavored, so `Color(.accent)` finds the generated asset symbol when there is
    /// one, as the symbols Xcode generates expect.
    @_disfavoredOverload
    public init(_ uiColor: UIColor) {
        self.init(uiColor: uiColor)
    }
}

extension UIColor {
    /// A UIKit color from a SwiftUI one, made as the SwiftUI color was: its components
    /// when it was made of them (`getRed` answers them), its system name or asset
    /// otherwise, with its opacity; both schemes' colors for one made for both.
    public convenience init(_ color: Color) {
        self.init(paint: color.ungroupedPaint)
    }

    private convenience init(paint: Paint, alpha: Double = 1) {
        switch paint {
        case let .named(name):
            self.init(made: .named(name), alpha: CGFloat(alpha))
        case let .rgb(red, green, blue):
            self.init(made: .components(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue)), alpha: CGFloat(alpha))
        case let .asset(name):
            self.init(made: .asset(name), alpha: CGFloat(alpha))
        case let .translucent(base, opacity):
            self.init(paint: base, alpha: alpha * opacity)
        case let .grouped(base):
            self.init(paint: base, alpha: alpha)
        case let .dynamic(light, dark):
            let (light, dark) = (UIColor(paint: light, alpha: alpha), UIColor(paint: dark, alpha: alpha))
            self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
        case .token, .composed:
            // Not made by a `Color`: a style named as the semantics name it.
            self.init(made: .named(paint.name(dark: false)), alpha: CGFloat(alpha))
        }
    }
}

extension Paint {
    /// How a `UIColor` was made: a system color by name, components, an asset, each with
    /// its alpha; a dynamic one with both sides when they differ.
    package init(_ color: UIColor) {
        let light = Paint(made: color.made, alpha: color.alpha)
        if let dark = color.darkVariant {
            let darkPaint = Paint(made: dark.made, alpha: dark.alpha)
            self = darkPaint == light ? light : .dynamic(light: light, dark: darkPaint)
        } else {
            self = light
        }
    }

    private init(made: UIColor.Made, alpha: CGFloat) {
        let base: Paint = switch made {
        case let .named(name): .named(name)
        case let .components(red, green, blue): .rgb(red: Double(red), green: Double(green), blue: Double(blue))
        case let .asset(name): .asset(name)
        }
        self = alpha < 1 ? .translucent(base, opacity: Double(alpha)) : base
    }
}
