import Foundation
import RenderFormat

/// What colors look like, for the colored picture of a render (`snapshots render
/// --color`, the HTML report): iOS's documented values of its system colors in each
/// scheme. A `Paint` resolves through it; what it cannot see (an asset catalog's color,
/// a token that gives none) paints nothing: the picture never guesses.
enum ColorPalette {
    /// A color in sRGB, 0–255 a component.
    struct RGB: Equatable, Hashable, Sendable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8

        init(_ hex: UInt32) {
            red = UInt8(hex >> 16 & 0xFF)
            green = UInt8(hex >> 8 & 0xFF)
            blue = UInt8(hex & 0xFF)
        }

        init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// From components of 0 to 1, clamped and rounded as `#333844` names them.
        init(red: Double, green: Double, blue: Double) {
            func byte(_ component: Double) -> UInt8 { UInt8((min(max(component, 0), 1) * 255).rounded()) }
            self.init(red: byte(red), green: byte(green), blue: byte(blue))
        }

        /// `#1C1C1E`, as the semantics write a color made of components.
        var hex: String {
            ValueNames.hex(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
        }

        /// This color at `opacity` over `bottom`.
        func over(_ bottom: RGB, opacity: Double) -> RGB {
            func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
                UInt8((Double(top) * opacity + Double(bottom) * (1 - opacity)).rounded())
            }
            return RGB(red: mix(red, bottom.red), green: mix(green, bottom.green), blue: mix(blue, bottom.blue))
        }
    }

    /// The screen's own background in a scheme.
    static func background(dark: Bool) -> RGB { dark ? RGB(0x000000) : RGB(0xFFFFFF) }
    /// Text with no color of its own.
    static func text(dark: Bool) -> RGB { dark ? RGB(0xFFFFFF) : RGB(0x000000) }
    /// What a card's outline is drawn in: the opaque separator's color.
    static func outline(dark: Bool) -> RGB { dark ? RGB(0x38383A) : RGB(0xC6C6C8) }

    /// iOS's value of a color SwiftUI or UIKit names (`label`, `systemRed`, `green`),
    /// in the scheme; nil for a name it does not know and for `clear`.
    static func system(_ name: String, dark: Bool) -> RGB? {
        named[name].map { RGB(dark ? $0.dark : $0.light) }
    }

    /// iOS's values, light and dark, of the colors SwiftUI and UIKit name. Translucent
    /// ones (the labels, the separator) are given as they look over the screen's own
    /// background, which is where a reviewer reads them.
    private static let named: [String: (light: UInt32, dark: UInt32)] = {
        var table: [String: (light: UInt32, dark: UInt32)] = [
            "label": (0x000000, 0xFFFFFF),
            "secondaryLabel": (0x8A8A8E, 0x8D8D93),
            "tertiaryLabel": (0xC4C4C6, 0x46464A),
            "quaternaryLabel": (0xDCDCDD, 0x28282A),
            "placeholderText": (0xC4C4C6, 0x46464A),
            "systemBackground": (0xFFFFFF, 0x000000),
            "secondarySystemBackground": (0xF2F2F7, 0x1C1C1E),
            "tertiarySystemBackground": (0xFFFFFF, 0x2C2C2E),
            "systemGroupedBackground": (0xF2F2F7, 0x000000),
            "secondarySystemGroupedBackground": (0xFFFFFF, 0x1C1C1E),
            "tertiarySystemGroupedBackground": (0xF2F2F7, 0x2C2C2E),
            "separator": (0xC6C6C8, 0x38383A),
            "opaqueSeparator": (0xC6C6C8, 0x38383A),
            "systemFill": (0xE0E0E5, 0x3A3A3D),
            "systemRed": (0xFF3B30, 0xFF453A),
            "systemOrange": (0xFF9500, 0xFF9F0A),
            "systemYellow": (0xFFCC00, 0xFFD60A),
            "systemGreen": (0x34C759, 0x30D158),
            "systemMint": (0x00C7BE, 0x63E6E2),
            "systemTeal": (0x30B0C7, 0x40C8E0),
            "systemCyan": (0x32ADE6, 0x64D2FF),
            "systemBlue": (0x007AFF, 0x0A84FF),
            "systemIndigo": (0x5856D6, 0x5E5CE6),
            "systemPurple": (0xAF52DE, 0xBF5AF2),
            "systemPink": (0xFF2D55, 0xFF375F),
            "systemBrown": (0xA2845E, 0xAC8E68),
            "systemGray": (0x8E8E93, 0x8E8E93),
            "systemGray2": (0xAEAEB2, 0x636366),
            "systemGray3": (0xC7C7CC, 0x48484A),
            "systemGray4": (0xD1D1D6, 0x3A3A3C),
            "systemGray5": (0xE5E5EA, 0x2C2C2E),
            "systemGray6": (0xF2F2F7, 0x1C1C1E),
            "black": (0x000000, 0x000000),
            "white": (0xFFFFFF, 0xFFFFFF),
            "darkText": (0x000000, 0x000000),
            "lightText": (0x999999, 0x999999),
            "background": (0xFFFFFF, 0x000000),
            "foreground": (0x000000, 0xFFFFFF),
            "link": (0x007AFF, 0x0A84FF),
            "tint": (0x007AFF, 0x0A84FF),
        ]
        // SwiftUI's plain colors are the system ones; its styles are the labels.
        for plain in ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray"] {
            table[plain] = table["system" + plain.prefix(1).uppercased() + plain.dropFirst()]
        }
        table["primary"] = table["label"]
        table["secondary"] = table["secondaryLabel"]
        table["tertiary"] = table["tertiaryLabel"]
        table["quaternary"] = table["quaternaryLabel"]
        table["accentColor"] = table["systemBlue"]
        table["accent"] = table["systemBlue"]
        return table
    }()
}
