/// Traits an element can add to its semantics.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isSelected = AccessibilityTraits(rawValue: 2)
    public static let isHeader = AccessibilityTraits(rawValue: 4)
}

extension View {
    /// The identifier UI tests and the semantics use: `characterList.row.1`.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier { semantics, _ in semantics.identifier = identifier })
    }

    /// Hides the element and what it holds from accessibility; the semantics show it
    /// as one `hidden` line.
    public func accessibilityHidden(_ isHidden: Bool) -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier { semantics, _ in semantics.isHidden = isHidden })
    }

    /// What a screen reader says for the element.
    public func accessibilityLabel(_ label: String) -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier { semantics, _ in semantics.label = label })
    }

    /// The element's current value, as a screen reader reads it.
    public func accessibilityValue(_ value: String) -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier { semantics, _ in semantics.value = value })
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier { semantics, _ in
            if traits.contains(.isButton) { semantics.isButton = true }
            if traits.contains(.isSelected) { semantics.isSelected = true }
            if traits.contains(.isHeader) { semantics.isHeader = true }
        })
    }

    /// Names the element's kind in the semantics: a design system's component
    /// (`DSCardInfoRow`) reads as one element rather than as its stacks.
    public func semanticsKind(_ kind: String) -> ModifiedContent<Self, SemanticsKindModifier> {
        modifier(SemanticsKindModifier(kind: kind))
    }

    /// Adds `key=value` to the element's semantics line: what a component wants a
    /// reviewer to see (`variant=primary`, `status=alive`).
    public func semanticsProperty(_ key: String, _ value: String) -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier { semantics, _ in semantics.properties.append((key, value)) })
    }

    /// A color behind the view, named in the semantics. Text renders draw no fills.
    public func background(_ color: some ColorValue) -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier { semantics, _ in semantics.background = color.tokenName })
    }

    /// A color behind the view in a shape, named in the semantics.
    public func background(_ color: some ColorValue, in shape: some Shape) -> ModifiedContent<Self, SemanticsModifier> {
        let radius = shape._shapeDescription.cornerRadius
        return modifier(SemanticsModifier { semantics, _ in
            semantics.background = color.tokenName
            if let radius { semantics.properties.append(("cornerRadius", radius)) }
        })
    }

    public func opacity(_ opacity: some OpacityValue) -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier { semantics, _ in semantics.opacity = opacity.tokenName })
    }

    public func shadow(_ shadow: some ShadowValue) -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier { semantics, _ in semantics.shadow = shadow.tokenName })
    }
}
