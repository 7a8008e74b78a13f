import Foundation

extension Color {
    /// A color's value in one environment, as SwiftUI keeps it: linear sRGB components
    /// in extended range, and an opacity. What a team's `ShapeStyle` resolves to, and
    /// what `Color(_:)` makes a color of again.
    ///
    /// A color whose value the render cannot know (an asset, a token that gives no
    /// color) resolves with components that are not numbers (`.nan`) rather than made-up
    /// ones, and still names itself when it is made a `Color` again.
    public struct Resolved: Hashable, Sendable, Codable, ShapeStyle, CustomStringConvertible {
        public var linearRed: Float { didSet { origin = nil } }
        public var linearGreen: Float { didSet { origin = nil } }
        public var linearBlue: Float { didSet { origin = nil } }
        public var opacity: Float

        /// How the color this was resolved from was made, before its opacity, so a
        /// render names it as the code made it; nil once components are written.
        private(set) var origin: Paint?

        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            switch colorSpace {
            case .sRGBLinear:
                (linearRed, linearGreen, linearBlue) = (red, green, blue)
            case .sRGB, .displayP3:
                (linearRed, linearGreen, linearBlue) = (Self.linear(red), Self.linear(green), Self.linear(blue))
            }
            self.opacity = opacity
        }

        /// `base` as the render's scheme shows it, with `opacity` on top of its own.
        init(_ base: Paint, opacity: Double, dark: Bool) {
            let value = base.value(dark: dark)
            let red = value.rgb.map { Float($0.red) } ?? .nan
            let green = value.rgb.map { Float($0.green) } ?? .nan
            let blue = value.rgb.map { Float($0.blue) } ?? .nan
            self.init(red: red, green: green, blue: blue, opacity: Float(value.opacity * opacity))
            origin = base
        }

        /// The sRGB components, gamma-encoded, as `Color(red:green:blue:)` takes them.
        public var red: Float {
            get { Self.encoded(linearRed) }
            set { linearRed = Self.linear(newValue) }
        }

        public var green: Float {
            get { Self.encoded(linearGreen) }
            set { linearGreen = Self.linear(newValue) }
        }

        public var blue: Float {
            get { Self.encoded(linearBlue) }
            set { linearBlue = Self.linear(newValue) }
        }

        /// `#RRGGBBAA`, as SwiftUI prints a resolved color.
        public var description: String {
            let parts = [red, green, blue, opacity].map { part -> String in
                guard !part.isNaN else { return "??" }
                return String(format: "%02X", Int((min(max(part, 0), 1) * 255).rounded()))
            }
            return "#" + parts.joined()
        }

        public var _paint: _Paint { _Paint(Color(self).paint) }

        /// Where the value came from: the paint it was resolved from, or its components.
        var base: Paint {
            origin ?? .rgb(red: Double(red), green: Double(green), blue: Double(blue))
        }

        // Equal by value, as SwiftUI compares them, whatever they were resolved from.
        // Two colors whose value is unknown are equal when they were made alike (the
        // same asset), so a color resolved twice is equal to itself.
        public static func == (lhs: Color.Resolved, rhs: Color.Resolved) -> Bool {
            guard zip(lhs.parts, rhs.parts).allSatisfy({ $0 == $1 || ($0.isNaN && $1.isNaN) }) else { return false }
            return !lhs.isUnknown || lhs.origin == rhs.origin
        }

        public func hash(into hasher: inout Hasher) {
            for part in parts { hasher.combine(part.isNaN ? .infinity : part) }
            if isUnknown { hasher.combine(origin) }
        }

        private var isUnknown: Bool { linearRed.isNaN || linearGreen.isNaN || linearBlue.isNaN }

        private var parts: [Float] { [linearRed, linearGreen, linearBlue, opacity] }

        private enum CodingKeys: String, CodingKey {
            case linearRed, linearGreen, linearBlue, opacity
        }

        /// sRGB's transfer function, extended to values outside 0…1 as SwiftUI's is.
        private static func linear(_ encoded: Float) -> Float {
            let magnitude = abs(encoded)
            let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
            return encoded < 0 ? -value : value
        }

        private static func encoded(_ linear: Float) -> Float {
            let magnitude = abs(linear)
            let value = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return linear < 0 ? -value : value
        }
    }

    /// A constant color of a resolved value; named as the color it was resolved from.
    public init(_ resolved: Resolved) {
        self.init(base: resolved.base, opacity: resolved.opacity.isNaN ? 1 : Double(resolved.opacity))
    }

    /// A color that stands for a team's own style which resolves to a color, light
    /// and dark. Disfavored as the `UIColor` one is here, so `Color(.red)` still
    /// finds UIKit's color first, as on iOS, where non-generic overloads win.
    @_disfavoredOverload
    public init<T>(_ color: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {
        if let color = color as? Color {
            self = color
        } else {
            self.init(base: Paint(resolving: color).ungrouped)
        }
    }

    /// The color's value in `environment`'s color scheme.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        Resolved(base, opacity: opacity, dark: environment.colorScheme == .dark)
    }
}

extension Paint {
    /// The sRGB components and opacity a paint shows in a scheme; no components for
    /// what the render cannot know (an asset, a token that gives no color).
    func value(dark: Bool) -> (rgb: (red: Double, green: Double, blue: Double)?, opacity: Double) {
        switch self {
        case .named("clear"):
            return ((0, 0, 0), 0)
        case let .named(name):
            let rgb = ColorPalette.system(name, dark: dark)
            return (rgb.map { (Double($0.red) / 255, Double($0.green) / 255, Double($0.blue) / 255) }, 1)
        case let .rgb(red, green, blue):
            return ((red, green, blue), 1)
        case .asset, .composed:
            return (nil, 1)
        case let .token(token):
            return token.look?.value(dark: dark) ?? (nil, 1)
        case let .dynamic(light, darkSide):
            return (dark ? darkSide : light).value(dark: dark)
        case let .grouped(paint):
            return paint.value(dark: dark)
        case let .translucent(base, opacity):
            let value = base.value(dark: dark)
            return (value.rgb, value.opacity * opacity)
        }
    }
}
