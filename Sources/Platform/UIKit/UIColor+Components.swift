import Foundation

extension UIColor {
    /// The fixed colors whose components do not depend on the interface style.
    static let basicComponents: [String: [CGFloat]] = [
        "black": [0, 0, 0, 1], "darkGray": [1 / 3, 1 / 3, 1 / 3, 1], "gray": [0.5, 0.5, 0.5, 1],
        "lightGray": [2 / 3, 2 / 3, 2 / 3, 1], "white": [1, 1, 1, 1], "clear": [0, 0, 0, 0],
        "red": [1, 0, 0, 1], "green": [0, 1, 0, 1], "blue": [0, 0, 1, 1], "cyan": [0, 1, 1, 1],
        "yellow": [1, 1, 0, 1], "magenta": [1, 0, 1, 1], "orange": [1, 0.5, 0, 1],
        "purple": [0.5, 0, 0.5, 1], "brown": [0.6, 0.4, 0.2, 1],
    ]

    /// Red, green, blue and alpha, when the color was made from components or is one of
    /// the fixed basic colors; what `getRed(_:green:blue:alpha:)` answers.
    var components: [CGFloat]? {
        switch made {
        case let .components(red, green, blue): [red, green, blue, alpha]
        case let .named(name): UIColor.basicComponents[name].map { Array($0.prefix(3)) + [$0[3] * alpha] }
        case .asset: nil
        }
    }

    /// The color's components, when it was made from components or is a basic color.
    /// A system or asset color has none known here (its value depends on the style and
    /// the catalog), and the method returns false, leaving the arguments untouched.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let components else { return false }
        red?.pointee = components[0]
        green?.pointee = components[1]
        blue?.pointee = components[2]
        alpha?.pointee = components[3]
        return true
    }

    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let components else { return false }
        white?.pointee = (components[0] + components[1] + components[2]) / 3
        alpha?.pointee = components[3]
        return true
    }

    /// A color from hue, saturation and brightness, named by its RGB hex.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// An asset color; see `init?(named:)`. The bundle and traits change nothing here.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    public static let darkText = UIColor(system: "darkText")
    public static let lightText = UIColor(system: "lightText")
}
