import RenderFormat

/// How an accessibility element treats the elements inside it.
public struct AccessibilityChildBehavior: Sendable, Hashable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let combine = AccessibilityChildBehavior(name: "combine")
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// An action a screen reader offers besides the default one.
public struct AccessibilityActionKind: Sendable, Hashable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    init(name: String) { self.name = name }
    public init(named name: Text) { self.name = name.content }
}

/// Which way a reader adjusts a value.
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    case increment, decrement
}

/// The level of a heading.
public enum AccessibilityHeadingLevel: UInt, Sendable, Hashable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

// What a screen reader is told, printed in the semantics as it was set: `hint="…"`,
// `actions=Delete,Share`, `sortPriority=1`, `element=combine`.
extension View {
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.label(label.content))
    }

    nonisolated public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.value(value.content))
    }

    /// What happens when the element is activated, as a reader says it.
    nonisolated public func accessibilityHint(_ hint: String) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("hint", SemanticsSyntax.quote(hint)))
    }

    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, _SemanticsModifier> {
        accessibilityHint(hint.content)
    }

    /// Help a pointer shows on hover (iPadOS); named on the element, `help="…"`.
    nonisolated public func help(_ textKey: LocalizedStringKey) -> ModifiedContent<Self, _SemanticsModifier> {
        help(textKey.text)
    }

    nonisolated public func help(_ text: Text) -> ModifiedContent<Self, _SemanticsModifier> {
        help(text.content)
    }

    @_disfavoredOverload
    nonisolated public func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("help", SemanticsSyntax.quote(String(text))))
    }

    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in
            if traits.contains(.isButton) { semantics.isButton = false }
            if traits.contains(.isSelected) { semantics.isSelected = false }
            if traits.contains(.isHeader) { semantics.isHeader = false }
        })
    }

    /// Makes the view one element for a reader, or a container of its children.
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("element", children.name))
    }

    /// The order a reader visits siblings in, highest first.
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("sortPriority", ValueNames.points(sortPriority)))
    }

    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.accessibilityAction(actionKind.name))
    }

    nonisolated public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.accessibilityAction(name))
    }

    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.accessibilityAction(name.content))
    }

    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.accessibilityAction("adjust"))
    }

    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in semantics.isHeader = true })
    }

    nonisolated public func accessibilityInputLabels(_ inputLabels: [String]) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func accessibilityShowsLargeContentViewer() -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func accessibilityFocused(_ binding: Binding<Bool>) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}

// iOS 13's forms, deprecated but common in apps that started then.
extension View {
    nonisolated public func accessibility(label: Text) -> ModifiedContent<Self, _SemanticsModifier> { accessibilityLabel(label) }
    nonisolated public func accessibility(value: Text) -> ModifiedContent<Self, _SemanticsModifier> { accessibilityValue(value) }
    nonisolated public func accessibility(hint: Text) -> ModifiedContent<Self, _SemanticsModifier> { accessibilityHint(hint) }
    nonisolated public func accessibility(hidden: Bool) -> ModifiedContent<Self, _SemanticsModifier> { accessibilityHidden(hidden) }
    nonisolated public func accessibility(identifier: String) -> ModifiedContent<Self, _SemanticsModifier> { accessibilityIdentifier(identifier) }
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, _SemanticsModifier> { accessibilityAddTraits(traits) }
    nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, _SemanticsModifier> { accessibilityRemoveTraits(traits) }
    nonisolated public func accessibility(sortPriority: Double) -> ModifiedContent<Self, _SemanticsModifier> { accessibilitySortPriority(sortPriority) }
}

extension _SemanticsModifier {
    /// Adds an action's name to the element's `actions=` list.
    static func accessibilityAction(_ name: String) -> _SemanticsModifier {
        _SemanticsModifier { semantics, _ in
            if let index = semantics.properties.firstIndex(where: { $0.0 == "actions" }) {
                if case let .text(names) = semantics.properties[index].1 { semantics.properties[index].1 = .text(names + ",\(name)") }
            } else {
                semantics.properties.append(("actions", name))
            }
        }
    }
}
