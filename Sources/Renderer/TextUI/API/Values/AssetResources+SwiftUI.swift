import UIKit
import DeveloperToolsSupport

extension Color {
    /// A color of the app's asset catalog by its generated symbol (`Color(.accent)`),
    /// named by its asset.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Image {
    /// An image of the app's asset catalog by its generated symbol (`Image(.logo)`),
    /// drawn as a placeholder named by its asset.
    public nonisolated init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
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
