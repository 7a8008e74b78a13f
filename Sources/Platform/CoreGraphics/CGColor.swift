import Foundation

/// A color as Core Graphics holds it: components in a color space, alpha last. Drawing
/// reads the components as sRGB (see `CGColorSpace`); a component that is not known
/// here (`.nan`, as an asset catalog's color gives) paints nothing a test could trust,
/// and a context that draws with one says its pixels are not known.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    public let colorSpace: CGColorSpace?
    /// The components, alpha last.
    public let components: [CGFloat]?

    package init(space: CGColorSpace, components: [CGFloat]) {
        colorSpace = space
        self.components = components
    }

    /// A color in sRGB.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: CGColorSpace.sRGB, model: .rgb), components: [red, green, blue, alpha])
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray in the generic gray space.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: CGColorSpace.genericGrayGamma2_2, model: .monochrome), components: [gray, alpha])
    }

    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// `space`'s components and alpha read from `components`; nil for a pattern space.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model != .pattern else { return nil }
        self.init(space: space, components: Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1)))
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }
    public var pattern: AnyObject? { nil }

    /// The same color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let colorSpace, let components else { return nil }
        return CGColor(space: colorSpace, components: Array(components.dropLast()) + [alpha])
    }

    public func copy() -> CGColor? { self }

    /// The color in `space`: RGB and gray convert into each other by their numbers
    /// (no color matching); other models give nil.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        guard let rgba = rgba else { return nil }
        switch space.model {
        case .rgb: return CGColor(space: space, components: [rgba.red, rgba.green, rgba.blue, rgba.alpha])
        case .monochrome: return CGColor(space: space, components: [(rgba.red + rgba.green + rgba.blue) / 3, rgba.alpha])
        default: return nil
        }
    }

    /// Red, green, blue and alpha, read as sRGB: gray is its value three times; CMYK is
    /// converted naively; nil for other models.
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
        guard let components, let model = colorSpace?.model else { return nil }
        switch model {
        case .rgb where components.count >= 4:
            return (components[0], components[1], components[2], components[3])
        case .monochrome where components.count >= 2:
            return (components[0], components[0], components[0], components[1])
        case .cmyk where components.count >= 5:
            let k = 1 - components[3]
            return ((1 - components[0]) * k, (1 - components[1]) * k, (1 - components[2]) * k, components[4])
        default:
            return nil
        }
    }

    public var description: String {
        "<CGColor \(colorSpace?.description ?? "no space")> (\((components ?? []).map { "\($0)" }.joined(separator: " ")))"
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components?.map(\.bitPattern) == rhs.components?.map(\.bitPattern)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components?.map(\.bitPattern))
    }
}

extension CGFloat {
    fileprivate var bitPattern: UInt64 { Double(self).bitPattern }
}
