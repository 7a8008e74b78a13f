import Foundation

/// Where a pixel's components sit in memory: 8 bits each, RGB with or without alpha (in
/// front or behind, either byte order) or gray, and whether color is premultiplied.
package struct PixelLayout: Equatable, Sendable {
    package let bytesPerPixel: Int
    /// Byte offsets of red, green and blue (all three the same for gray).
    package let colorOffsets: (red: Int, green: Int, blue: Int)
    package let alphaOffset: Int?
    package let premultiplied: Bool
    package let isGray: Bool

    package static func == (lhs: PixelLayout, rhs: PixelLayout) -> Bool {
        lhs.bytesPerPixel == rhs.bytesPerPixel && lhs.colorOffsets == rhs.colorOffsets
            && lhs.alphaOffset == rhs.alphaOffset && lhs.premultiplied == rhs.premultiplied && lhs.isGray == rhs.isGray
    }

    /// RGBA, premultiplied: what a renderer's image and a PNG's pixels are read into.
    package static let rgbaPremultiplied = PixelLayout(bytesPerPixel: 4, colorOffsets: (0, 1, 2), alphaOffset: 3, premultiplied: true, isGray: false)

    private init(bytesPerPixel: Int, colorOffsets: (red: Int, green: Int, blue: Int), alphaOffset: Int?, premultiplied: Bool, isGray: Bool) {
        self.bytesPerPixel = bytesPerPixel
        self.colorOffsets = colorOffsets
        self.alphaOffset = alphaOffset
        self.premultiplied = premultiplied
        self.isGray = isGray
    }

    /// The layout `bitmapInfo` describes for 8-bit components in `model`; nil for one this
    /// does not draw (16-bit or float components, CMYK, packed formats). `forContext`
    /// refuses what Core Graphics refuses for a bitmap context: unpremultiplied alpha,
    /// and RGB without a fourth byte.
    package init?(model: CGColorSpaceModel, bitsPerComponent: Int, bitsPerPixel: Int, bitmapInfo: CGBitmapInfo, forContext: Bool) {
        guard bitsPerComponent == 8, !bitmapInfo.contains(.floatComponents) else { return nil }
        let alpha = bitmapInfo.alphaInfo
        let little = bitmapInfo.byteOrderInfo == .order32Little || bitmapInfo.byteOrderInfo == .order16Little
        switch model {
        case .rgb:
            switch (alpha, bitsPerPixel) {
            case (.none, 24) where !forContext:
                self.init(bytesPerPixel: 3, colorOffsets: little ? (2, 1, 0) : (0, 1, 2), alphaOffset: nil, premultiplied: false, isGray: false)
            case (.premultipliedLast, 32), (.last, 32), (.noneSkipLast, 32):
                if forContext, alpha == .last { return nil }
                // Memory R G B A, or A B G R read as a little-endian word.
                self.init(bytesPerPixel: 4, colorOffsets: little ? (3, 2, 1) : (0, 1, 2), alphaOffset: alpha == .noneSkipLast ? nil : (little ? 0 : 3),
                          premultiplied: alpha == .premultipliedLast, isGray: false)
            case (.premultipliedFirst, 32), (.first, 32), (.noneSkipFirst, 32):
                if forContext, alpha == .first { return nil }
                // Memory A R G B, or B G R A read as a little-endian word.
                self.init(bytesPerPixel: 4, colorOffsets: little ? (2, 1, 0) : (1, 2, 3), alphaOffset: alpha == .noneSkipFirst ? nil : (little ? 3 : 0),
                          premultiplied: alpha == .premultipliedFirst, isGray: false)
            default:
                return nil
            }
        case .monochrome:
            switch (alpha, bitsPerPixel) {
            case (.none, 8):
                self.init(bytesPerPixel: 1, colorOffsets: (0, 0, 0), alphaOffset: nil, premultiplied: false, isGray: true)
            case (.premultipliedLast, 16), (.last, 16):
                if forContext, alpha == .last { return nil }
                self.init(bytesPerPixel: 2, colorOffsets: (0, 0, 0), alphaOffset: 1, premultiplied: alpha == .premultipliedLast, isGray: true)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// The pixel at `offset` as premultiplied red, green, blue and alpha, 0 to 1.
    package func read(_ bytes: UnsafeRawPointer, at offset: Int) -> PremultipliedColor {
        let alpha = alphaOffset.map { CGFloat(bytes.load(fromByteOffset: offset + $0, as: UInt8.self)) / 255 } ?? 1
        func component(_ at: Int) -> CGFloat {
            let value = CGFloat(bytes.load(fromByteOffset: offset + at, as: UInt8.self)) / 255
            return premultiplied ? value : value * alpha
        }
        return PremultipliedColor(red: component(colorOffsets.red), green: component(colorOffsets.green), blue: component(colorOffsets.blue), alpha: alpha)
    }

    /// Writes `color` at `offset`, rounded to the nearest byte.
    package func write(_ color: PremultipliedColor, to bytes: UnsafeMutableRawPointer, at offset: Int) {
        func byte(_ value: CGFloat) -> UInt8 { UInt8((min(max(value.isNaN ? 0 : value, 0), 1) * 255).rounded()) }
        let alpha = alphaOffset == nil ? 1 : color.alpha
        func stored(_ value: CGFloat) -> UInt8 {
            premultiplied || alphaOffset == nil ? byte(value) : byte(alpha > 0 ? value / alpha : 0)
        }
        if isGray {
            bytes.storeBytes(of: stored((color.red + color.green + color.blue) / 3), toByteOffset: offset, as: UInt8.self)
        } else {
            bytes.storeBytes(of: stored(color.red), toByteOffset: offset + colorOffsets.red, as: UInt8.self)
            bytes.storeBytes(of: stored(color.green), toByteOffset: offset + colorOffsets.green, as: UInt8.self)
            bytes.storeBytes(of: stored(color.blue), toByteOffset: offset + colorOffsets.blue, as: UInt8.self)
        }
        if let alphaOffset { bytes.storeBytes(of: byte(alpha), toByteOffset: offset + alphaOffset, as: UInt8.self) }
        if bytesPerPixel == 4, alphaOffset == nil {
            // The skipped byte: the one no component uses.
            let used = Set([colorOffsets.red, colorOffsets.green, colorOffsets.blue])
            if let skipped = (0..<4).first(where: { !used.contains($0) }) { bytes.storeBytes(of: UInt8(0xFF), toByteOffset: offset + skipped, as: UInt8.self) }
        }
    }
}

/// A color with its components multiplied by its alpha, 0 to 1: what compositing works in.
package struct PremultipliedColor: Equatable, Sendable {
    package var red: CGFloat
    package var green: CGFloat
    package var blue: CGFloat
    package var alpha: CGFloat

    package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The color as 0–255 red, green, blue and alpha, unpremultiplied: how an image's
    /// one color is named (`#FF3B30`), by UIKit and by the view layer alike.
    package var unpremultipliedBytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        func byte(_ value: CGFloat) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return (byte(alpha > 0 ? red / alpha : 0), byte(alpha > 0 ? green / alpha : 0), byte(alpha > 0 ? blue / alpha : 0), byte(alpha))
    }

    /// `source` over `destination` in `mode` (Porter-Duff for the compositing modes, the
    /// separable formulas for multiply, screen, darken, lighten, difference and their kin).
    /// The non-separable modes (hue, saturation, color, luminosity) draw as normal.
    package static func blend(_ s: PremultipliedColor, over d: PremultipliedColor, mode: CGBlendMode) -> PremultipliedColor {
        func porterDuff(_ fa: CGFloat, _ fb: CGFloat) -> PremultipliedColor {
            PremultipliedColor(red: s.red * fa + d.red * fb, green: s.green * fa + d.green * fb, blue: s.blue * fa + d.blue * fb, alpha: s.alpha * fa + d.alpha * fb)
        }
        func separable(_ f: (CGFloat, CGFloat) -> CGFloat) -> PremultipliedColor {
            // Unpremultiplied mix where both are present, as the PDF blend formula gives.
            func channel(_ sc: CGFloat, _ dc: CGFloat) -> CGFloat {
                let su = s.alpha > 0 ? sc / s.alpha : 0, du = d.alpha > 0 ? dc / d.alpha : 0
                return (1 - d.alpha) * sc + (1 - s.alpha) * dc + s.alpha * d.alpha * f(su, du)
            }
            return PremultipliedColor(red: channel(s.red, d.red), green: channel(s.green, d.green), blue: channel(s.blue, d.blue), alpha: s.alpha + d.alpha - s.alpha * d.alpha)
        }
        switch mode {
        case .clear: return .clear
        case .copy: return s
        case .sourceIn: return porterDuff(d.alpha, 0)
        case .sourceOut: return porterDuff(1 - d.alpha, 0)
        case .sourceAtop: return porterDuff(d.alpha, 1 - s.alpha)
        case .destinationOver: return porterDuff(1 - d.alpha, 1)
        case .destinationIn: return porterDuff(0, s.alpha)
        case .destinationOut: return porterDuff(0, 1 - s.alpha)
        case .destinationAtop: return porterDuff(1 - d.alpha, s.alpha)
        case .xor: return porterDuff(1 - d.alpha, 1 - s.alpha)
        case .plusLighter:
            return PremultipliedColor(red: min(1, s.red + d.red), green: min(1, s.green + d.green), blue: min(1, s.blue + d.blue), alpha: min(1, s.alpha + d.alpha))
        case .plusDarker:
            let alpha = min(1, s.alpha + d.alpha)
            func dark(_ sc: CGFloat, _ dc: CGFloat) -> CGFloat { max(0, alpha - ((s.alpha - sc) + (d.alpha - dc))) }
            return PremultipliedColor(red: dark(s.red, d.red), green: dark(s.green, d.green), blue: dark(s.blue, d.blue), alpha: alpha)
        case .multiply: return separable { $0 * $1 }
        case .screen: return separable { $0 + $1 - $0 * $1 }
        case .darken: return separable { min($0, $1) }
        case .lighten: return separable { max($0, $1) }
        case .difference: return separable { abs($0 - $1) }
        case .exclusion: return separable { $0 + $1 - 2 * $0 * $1 }
        case .overlay: return separable { s, d in d <= 0.5 ? 2 * s * d : 1 - 2 * (1 - s) * (1 - d) }
        case .hardLight: return separable { s, d in s <= 0.5 ? 2 * s * d : 1 - 2 * (1 - s) * (1 - d) }
        case .colorDodge: return separable { s, d in d == 0 ? 0 : (s >= 1 ? 1 : min(1, d / (1 - s))) }
        case .colorBurn: return separable { s, d in d >= 1 ? 1 : (s <= 0 ? 0 : 1 - min(1, (1 - d) / s)) }
        case .softLight:
            return separable { s, d in
                if s <= 0.5 { return d - (1 - 2 * s) * d * (1 - d) }
                let g = d <= 0.25 ? ((16 * d - 12) * d + 4) * d : d.squareRoot()
                return d + (2 * s - 1) * (g - d)
            }
        case .normal, .hue, .saturation, .color, .luminosity:
            return porterDuff(1, 1 - s.alpha)
        }
    }
}
