import RenderFormat
import Foundation
import CoreGraphics

/// Traits an element can add to its semantics.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isSelected = AccessibilityTraits(rawValue: 2)
    public static let isHeader = AccessibilityTraits(rawValue: 4)
    public static let isLink = AccessibilityTraits(rawValue: 8)
    public static let isImage = AccessibilityTraits(rawValue: 16)
    public static let isStaticText = AccessibilityTraits(rawValue: 32)
    public static let isSearchField = AccessibilityTraits(rawValue: 64)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 128)
    public static let isModal = AccessibilityTraits(rawValue: 256)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 512)
    public static let playsSound = AccessibilityTraits(rawValue: 1024)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 2048)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 4096)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 8192)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 16384)
    public static let isToggle = AccessibilityTraits(rawValue: 32768)
    public static let isTabBar = AccessibilityTraits(rawValue: 65536)

    /// The traits with no flag of their own in the semantics, by name.
    var otherNames: [String] {
        let named: [(AccessibilityTraits, String)] = [
            (.isLink, "link"), (.isImage, "image"), (.isStaticText, "staticText"), (.isSearchField, "searchField"),
            (.isSummaryElement, "summary"), (.isModal, "modal"), (.updatesFrequently, "updatesFrequently"),
            (.playsSound, "playsSound"), (.startsMediaSession, "startsMediaSession"),
            (.allowsDirectInteraction, "directInteraction"), (.causesPageTurn, "causesPageTurn"),
            (.isKeyboardKey, "keyboardKey"), (.isToggle, "toggle"), (.isTabBar, "tabBar"),
        ]
        return named.filter { contains($0.0) }.map(\.1)
    }
}

// Inlinable one-liners, as in EnvironmentModifiers.swift.
extension View {
    /// The identifier UI tests and the semantics use: `characterList.row.1`.
    @inlinable
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.identifier(identifier))
    }

    /// Hides the element and what it holds from accessibility; the semantics show it
    /// as one `hidden` line.
    @inlinable
    nonisolated public func accessibilityHidden(_ isHidden: Bool) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.hidden(isHidden))
    }

    /// What a screen reader says for the element.
    @inlinable
    nonisolated public func accessibilityLabel(_ label: String) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.label(label))
    }

    /// The element's current value, as a screen reader reads it.
    @inlinable
    nonisolated public func accessibilityValue(_ value: String) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.value(value))
    }

    @inlinable
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.traits(traits))
    }

    /// Transparency, named in the semantics as a percent: `opacity=50%`. A text render
    /// draws a view at any opacity but zero, which it does not draw.
    @inlinable
    nonisolated public func opacity(_ opacity: Double) -> ModifiedContent<ModifiedContent<Self, _SemanticsModifier>, _WrappingModifier> {
        modifier(_SemanticsModifier.opacity(fraction: opacity)).modifier(_WrappingModifier.opacity(opacity))
    }

    /// A drop shadow, named in the semantics as it was made: `shadow=(black 5% r8 y2)`.
    @inlinable
    nonisolated public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.shadow(color: color, radius: radius, x: x, y: y))
    }
}

extension _SemanticsModifier {
    @usableFromInline
    static func identifier(_ identifier: String) -> _SemanticsModifier {
        _SemanticsModifier(.identifier(identifier))
    }

    @usableFromInline
    static func hidden(_ isHidden: Bool) -> _SemanticsModifier {
        _SemanticsModifier { semantics, _ in semantics.isHidden = isHidden }
    }

    @usableFromInline
    static func label(_ label: String) -> _SemanticsModifier {
        _SemanticsModifier { semantics, _ in semantics.label = label }
    }

    @usableFromInline
    static func value(_ value: String) -> _SemanticsModifier {
        _SemanticsModifier { semantics, _ in semantics.value = value }
    }

    @usableFromInline
    static func traits(_ traits: AccessibilityTraits) -> _SemanticsModifier {
        _SemanticsModifier { semantics, _ in
            if traits.contains(.isButton) { semantics.isButton = true }
            if traits.contains(.isSelected) { semantics.isSelected = true }
            if traits.contains(.isHeader) { semantics.isHeader = true }
            let others = traits.otherNames
            if !others.isEmpty { semantics.properties.append(("traits", others.joined(separator: ","))) }
        }
    }

    @usableFromInline
    package static func property(_ key: String, _ value: String) -> _SemanticsModifier {
        let value = SemanticsSyntax.group(value)
        return _SemanticsModifier { semantics, _ in semantics.properties.append((key, value)) }
    }

    @usableFromInline
    package static func opacity(name: String) -> _SemanticsModifier {
        _SemanticsModifier { semantics, _ in semantics.opacity = name }
    }

    @usableFromInline
    static func opacity(fraction: Double) -> _SemanticsModifier {
        opacity(name: ValueNames.percent(fraction))
    }

    @usableFromInline
    package static func shadow(name: String) -> _SemanticsModifier {
        _SemanticsModifier { semantics, _ in semantics.shadow = .text(name) }
    }

    /// `(black 5% r8 y2)`: the color, the blur radius, and the offsets that are not zero.
    @usableFromInline
    static func shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) -> _SemanticsModifier {
        var geometry = " r\(ValueNames.points(Double(radius)))"
        if x != 0 { geometry += " x\(ValueNames.points(Double(x)))" }
        if y != 0 { geometry += " y\(ValueNames.points(Double(y)))" }
        let shadow = Paint.composed(prefix: "(", parts: [color.ungroupedPaint], separator: "", suffix: geometry + ")")
        return _SemanticsModifier { semantics, _ in semantics.shadow = .paint(shadow) }
    }
}

extension _WrappingModifier {
    /// Nothing for a visible view; an invisible one for opacity zero.
    @usableFromInline
    static func opacity(_ opacity: Double) -> _WrappingModifier {
        guard opacity <= 0 else { return _WrappingModifier { node, _ in node } }
        return invisible(flaggingHidden: false)
    }
}
