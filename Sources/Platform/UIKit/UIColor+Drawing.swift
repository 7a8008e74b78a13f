import CoreImage
import Foundation

// A color as Core Graphics draws it, and the current context's fill and stroke.
extension UIColor {
    /// The color's Core Graphics value, as iOS resolves it in a light interface (the
    /// interface a render here is made in): components for a color made of them, iOS's
    /// light values for its system colors. An asset color's components are not known
    /// here: they are `.nan`, never made up, and what is drawn with one is not known.
    public var cgColor: CGColor {
        if let components {
            return CGColor(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }
        if case let .named(name) = made, let value = UIColor.lightSystemValues[name] {
            return CGColor(red: value.red / 255, green: value.green / 255, blue: value.blue / 255, alpha: value.alpha * alpha)
        }
        return CGColor(red: .nan, green: .nan, blue: .nan, alpha: alpha)
    }

    /// A color of a Core Graphics color's red, green, blue and alpha.
    public convenience init(cgColor: CGColor) {
        let rgba = cgColor.rgba ?? (0, 0, 0, cgColor.alpha)
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }

    public var ciColor: CIColor { CIColor(cgColor: cgColor) }

    /// Makes this the fill and the stroke color of the current context.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this the fill color of the current context (`UIGraphicsGetCurrentContext()`);
    /// with no current context, nothing happens.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this the stroke color of the current context.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// iOS's light values of its system colors: red, green and blue of 0 to 255, and
    /// alpha, as the translucent ones (labels, separators, fills) are defined.
    static let lightSystemValues: [String: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)] = [
        "label": (0, 0, 0, 1), "secondaryLabel": (60, 60, 67, 0.6), "tertiaryLabel": (60, 60, 67, 0.3),
        "quaternaryLabel": (60, 60, 67, 0.18), "placeholderText": (60, 60, 67, 0.3), "link": (0, 122, 255, 1),
        "separator": (60, 60, 67, 0.29), "opaqueSeparator": (198, 198, 200, 1), "tintColor": (0, 122, 255, 1),
        "systemBackground": (255, 255, 255, 1), "secondarySystemBackground": (242, 242, 247, 1), "tertiarySystemBackground": (255, 255, 255, 1),
        "systemGroupedBackground": (242, 242, 247, 1), "secondarySystemGroupedBackground": (255, 255, 255, 1), "tertiarySystemGroupedBackground": (242, 242, 247, 1),
        "systemFill": (120, 120, 128, 0.2), "secondarySystemFill": (120, 120, 128, 0.16), "tertiarySystemFill": (118, 118, 128, 0.12),
        "quaternarySystemFill": (116, 116, 128, 0.08),
        "systemRed": (255, 59, 48, 1), "systemOrange": (255, 149, 0, 1), "systemYellow": (255, 204, 0, 1), "systemGreen": (52, 199, 89, 1),
        "systemMint": (0, 199, 190, 1), "systemTeal": (48, 176, 199, 1), "systemCyan": (50, 173, 230, 1), "systemBlue": (0, 122, 255, 1),
        "systemIndigo": (88, 86, 214, 1), "systemPurple": (175, 82, 222, 1), "systemPink": (255, 45, 85, 1), "systemBrown": (162, 132, 94, 1),
        "systemGray": (142, 142, 147, 1), "systemGray2": (174, 174, 178, 1), "systemGray3": (199, 199, 204, 1), "systemGray4": (209, 209, 214, 1),
        "systemGray5": (229, 229, 234, 1), "systemGray6": (242, 242, 247, 1), "darkText": (0, 0, 0, 1), "lightText": (255, 255, 255, 0.6),
    ]
}
