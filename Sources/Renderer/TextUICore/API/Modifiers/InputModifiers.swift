import RenderFormat

// What a person does with a view that a still picture cannot show: the shape that
// takes taps, the keys that trigger it. Named in the semantics where a reviewer needs
// it; changing nothing drawn.

/// A key of a keyboard shortcut: a character, or a named key.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character

    public init(_ character: Character) {
        self.character = character
    }

    public init(extendedGraphemeClusterLiteral character: Character) {
        self.character = character
    }

    public static let upArrow = KeyEquivalent("↑")
    public static let downArrow = KeyEquivalent("↓")
    public static let leftArrow = KeyEquivalent("←")
    public static let rightArrow = KeyEquivalent("→")
    public static let escape = KeyEquivalent("⎋")
    public static let delete = KeyEquivalent("⌫")
    public static let deleteForward = KeyEquivalent("⌦")
    public static let home = KeyEquivalent("↖")
    public static let end = KeyEquivalent("↘")
    public static let pageUp = KeyEquivalent("⇞")
    public static let pageDown = KeyEquivalent("⇟")
    public static let clear = KeyEquivalent("⌧")
    public static let tab = KeyEquivalent("⇥")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("↩")
}

/// The modifier keys of a shortcut.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let all = EventModifiers(rawValue: (1 << 6) - 1)

    /// `⌃⌥⇧⌘`, in the order macOS menus show them.
    var symbols: String {
        var text = ""
        if contains(.control) { text += "⌃" }
        if contains(.option) { text += "⌥" }
        if contains(.shift) { text += "⇧" }
        if contains(.command) { text += "⌘" }
        return text
    }
}

/// A key with its modifiers.
public struct KeyboardShortcut: Sendable, Hashable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// `⇧⌘A`.
    var symbols: String {
        modifiers.symbols + String(key.character).uppercased()
    }
}

/// The kinds of interaction a content shape is for.
public struct ContentShapeKinds: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
    /// The shape that takes taps: the whole frame of a row with a spacer, say. It
    /// changes nothing drawn.
    @inlinable
    nonisolated public func contentShape(_ shape: some Shape, eoFill: Bool = false) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    @inlinable
    nonisolated public func contentShape(_ kind: ContentShapeKinds, _ shape: some Shape, eoFill: Bool = false) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// A keyboard shortcut, named on the element: `shortcut=⇧⌘A`.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> ModifiedContent<Self, _SemanticsModifier> {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedContent<Self, _SemanticsModifier> {
        let symbols = shortcut.symbols
        return modifier(_SemanticsModifier { semantics, _ in semantics.properties.append(("shortcut", SemanticsSyntax.group(symbols))) })
    }

    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(_SemanticsModifier { semantics, _ in
            if let shortcut { semantics.properties.append(("shortcut", SemanticsSyntax.group(shortcut.symbols))) }
        })
    }
}
