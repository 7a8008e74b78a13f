import Foundation
import RenderFormat

// Styling a text that a grid of characters does not draw, kept on the text so it stays
// a `Text` (for `+` and for APIs that take one), and named in the semantics.
extension Text {
    /// Two texts as one: `Text("Total: ") + Text(price).bold()`. The render shows the
    /// words together; the semantics print the first text's style for the whole.
    public nonisolated static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.content + rhs.content)
        joined.style = lhs.style
        joined.style.localized = nil
        if lhs.style.localized != nil || rhs.style.localized != nil {
            joined.style.localized = LocalizedStringKey(parts: lhs.localizedParts + rhs.localizedParts)
        }
        if lhs.style.date != nil || rhs.style.date != nil {
            joined.style.date = nil
            joined.style.properties.append(TextProperty(key: "joinsDates", value: .text("true")))
        }
        joined.style.properties += rhs.style.properties.filter { !joined.style.properties.contains($0) }
        return joined
    }

    /// The text as a key's parts, so that a joined text keeps its values' locale.
    private var localizedParts: [LocalizedPart] {
        style.localized?.allParts ?? [.literal(content)]
    }

    consuming func adding(_ key: String, _ value: String) -> Text {
        adding(key, .text(value))
    }

    consuming func adding(_ key: String, _ value: SemanticValue) -> Text {
        var text = self
        text.style.properties.append(TextProperty(key: key, value: value))
        return text
    }

    /// `underline` (or `underline=red`).
    public consuming func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        isActive ? adding("underline", color.map { .paint($0.paint) } ?? .text("true")) : self
    }

    /// `strikethrough` (or `strikethrough=red`).
    public consuming func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        isActive ? adding("strikethrough", color.map { .paint($0.paint) } ?? .text("true")) : self
    }

    public consuming func kerning(_ kerning: CGFloat) -> Text {
        adding("kerning", ValueNames.points(Double(kerning)))
    }

    public consuming func tracking(_ tracking: CGFloat) -> Text {
        adding("tracking", ValueNames.points(Double(tracking)))
    }

    public consuming func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        adding("baselineOffset", ValueNames.points(Double(baselineOffset)))
    }

    public consuming func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return adding("fontWeight", weight.name)
    }

    public consuming func fontDesign(_ design: Font.Design?) -> Text {
        guard let design else { return self }
        return adding("fontDesign", design.rawValue)
    }

    /// `fontWidth=condensed`, named: a grid's letters are one cell wide.
    public consuming func fontWidth(_ width: Font.Width?) -> Text {
        guard let width else { return self }
        return adding("fontWidth", Self.widthName(width))
    }

    static func widthName(_ width: Font.Width) -> String {
        switch width {
        case .compressed: "compressed"
        case .condensed: "condensed"
        case .expanded: "expanded"
        case .standard: "standard"
        default: ValueNames.points(Double(width.value))
        }
    }

    public consuming func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? adding("monospaced", "true") : self
    }

    public consuming func monospacedDigit() -> Text {
        adding("monospacedDigit", "true")
    }

    public consuming func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        isEnabled ? adding("textScale", scale.name) : self
    }
}

extension Text {
    /// The letter case `textCase` draws a text in.
    public enum Case: Sendable, Hashable {
        case uppercase
        case lowercase
    }

    /// A smaller size for a text among others, as iOS 17 offers.
    public struct Scale: Sendable, Hashable {
        let name: String
        public static let `default` = Scale(name: "default")
        public static let secondary = Scale(name: "secondary")
    }

    /// The dashes of an underline or a strikethrough.
    public struct LineStyle: Sendable, Hashable {
        public var pattern: Text.LineStyle.Pattern
        public var color: Color?
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        public static let single = LineStyle()
    }
}

extension Text.LineStyle {
    /// The pattern of a text decoration's line.
    public struct Pattern: Sendable, Hashable {
        let name: String
        public static let solid = Pattern(name: "solid")
        public static let dot = Pattern(name: "dot")
        public static let dash = Pattern(name: "dash")
        public static let dashDot = Pattern(name: "dashDot")
        public static let dashDotDot = Pattern(name: "dashDotDot")
    }
}

// The same, for every text inside a view.
extension View {
    /// Draws the texts inside in capitals or small letters, as SwiftUI does.
    nonisolated public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.textCase = textCase })
    }

    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in if isActive { semantics.properties.append(("underline", color.map { .paint($0.paint) } ?? .text("true"))) } })
    }

    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in if isActive { semantics.properties.append(("strikethrough", color.map { .paint($0.paint) } ?? .text("true"))) } })
    }

    nonisolated public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in if isActive { semantics.properties.append(("monospaced", "true")) } })
    }

    nonisolated public func monospacedDigit() -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("monospacedDigit", "true"))
    }

    nonisolated public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in if let width { semantics.properties.append(("fontWidth", Text.widthName(width))) } })
    }

    nonisolated public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in if let design { semantics.properties.append(("fontDesign", design.rawValue)) } })
    }

    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("baselineOffset", ValueNames.points(Double(baselineOffset))))
    }

    /// Lets a text shrink to fit before it truncates. A grid of characters has one
    /// size: the text truncates as it would at the smallest scale, named
    /// `minimumScaleFactor=0.5`.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("minimumScaleFactor", ValueNames.points(Double(factor))))
    }

    nonisolated public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// Space between lines, in points; a grid's lines are one row apart, so it is named.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("lineSpacing", ValueNames.points(Double(lineSpacing))))
    }

    /// Whether the reader can select the text; nothing a picture shows.
    nonisolated public func textSelection(_ selectability: some TextSelectability) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}

/// Whether text can be selected.
public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability, Sendable {}
public struct DisabledTextSelectability: TextSelectability, Sendable {}
extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
