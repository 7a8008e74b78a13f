import RenderFormat
import Foundation
import CoreGraphics

/// A font, as SwiftUI has it. A text render draws every font as one row of text per
/// line, so a font is what the semantics name: how it was made (`headline rounded
/// semibold`, `system 56pt bold`), or the design token a design system passed.
///
///     Text("Rick").font(.system(.headline, design: .rounded, weight: .semibold))
public struct Font: Hashable, Sendable {
    /// The semantics' name, made once, grouped in parentheses when it is several words:
    /// a text reads it on every render.
    let name: String
    private let base: Base
    private let design: Design?
    private let weight: Weight?
    private let isItalic: Bool
    private let isMonospacedDigit: Bool

    package enum Base: Hashable, Sendable {
        case style(TextStyle)
        case system(size: Double)
        case custom(String, size: Double)
        case token(String)
    }

    package init(base: Base, design: Design? = nil, weight: Weight? = nil, isItalic: Bool = false, isMonospacedDigit: Bool = false) {
        self.base = base
        self.design = design
        self.weight = weight
        self.isItalic = isItalic
        self.isMonospacedDigit = isMonospacedDigit
        name = SemanticsSyntax.group(Self.name(base: base, design: design, weight: weight, isItalic: isItalic, isMonospacedDigit: isMonospacedDigit))
    }

    /// A design system's text style, named by its token (`DesignTokens`' `font`).
    @usableFromInline
    package init(token: any _FontValue) {
        self.init(base: .token(token.tokenName))
    }

    private static func name(base: Base, design: Design?, weight: Weight?, isItalic: Bool, isMonospacedDigit: Bool) -> String {
        var parts: [String]
        switch base {
        case let .style(style): parts = [style.rawValue]
        case let .system(size): parts = ["system", ValueNames.points(size) + "pt"]
        case let .custom(name, size): parts = ["custom", name, ValueNames.points(size) + "pt"]
        case let .token(name): parts = [name]
        }
        if let design, design != .default { parts.append(design.rawValue) }
        if let weight { parts.append(weight.name) }
        if isItalic { parts.append("italic") }
        if isMonospacedDigit { parts.append("monospacedDigit") }
        return parts.joined(separator: " ")
    }

    private func with(design: Design?? = nil, weight: Weight?? = nil, isItalic: Bool? = nil, isMonospacedDigit: Bool? = nil) -> Font {
        Font(
            base: base,
            design: design ?? self.design,
            weight: weight ?? self.weight,
            isItalic: isItalic ?? self.isItalic,
            isMonospacedDigit: isMonospacedDigit ?? self.isMonospacedDigit
        )
    }

    public static func == (lhs: Font, rhs: Font) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

// MARK: - Making fonts

extension Font {
    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
    public static let caption2 = Font(base: .style(.caption2))

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), design: design, weight: weight)
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: Double(size)), design: design, weight: weight)
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name, size: Double(size)))
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name, size: Double(size)))
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name, size: Double(fixedSize)))
    }
}

// MARK: - Changing fonts

extension Font {
    public func bold() -> Font { with(weight: .bold) }
    public func weight(_ weight: Weight) -> Font { with(weight: weight) }
    public func italic() -> Font { with(isItalic: true) }
    public func monospaced() -> Font { with(design: .monospaced) }
    public func monospacedDigit() -> Font { with(isMonospacedDigit: true) }

    /// The space between lines of the font. A grid's lines are one row apart whatever
    /// it is, and the semantics keep the font's name as it was made.
    public func leading(_ leading: Leading) -> Font { self }

    /// Small capitals: drawn as the text is written, on a grid of one letter size.
    public func smallCaps() -> Font { self }

    /// A narrower or wider cut of the font; a grid's letters are one cell wide.
    public func width(_ width: Width) -> Font { self }

    /// How wide a font's letters are cut.
    public struct Width: Hashable, Sendable {
        public let value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }

    /// How a font's lines are spaced.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }
}

// MARK: - Parts

extension Font {
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public enum Design: String, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public struct Weight: Hashable, Sendable {
        let name: String

        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
    }
}
