/// What the semantics section says about a node: its kind, identifier, label, tokens
/// and flags, as a screen reader or a UI test would find them.
///
/// Every node has one, and most set little of it: what texts and components use is
/// stored inline, the rest in a box made when first set. Making and freeing the node
/// tree is a good part of a render.
struct SemanticAttributes {
    /// The name the line starts with, in place of its element's: `Button`, `DSCardInfoRow`…
    var kind: String?
    /// False for a name whose size says nothing a reviewer needs (a `Button`, whose
    /// label shows its size); components a design system names print theirs.
    var namePrintsSize = true
    var identifier: String?
    var font: String?
    /// The foreground a text, a symbol or a shape shows.
    var color: Paint?
    var isBold = false
    var isItalic = false

    var isHidden = false
    var isButton = false
    var isSelected = false
    var isHeader = false
    var isDisabled = false
    var isRefreshable = false
    /// Printed as one line: its children are part of it (a `Label`, a `SearchField`).
    var isLeaf = false
    /// Never printed (a navigation bar's title, which the `NavigationStack` line names).
    var isOmitted = false

    /// Cells the node needed beyond the space it was given.
    var overflow: Size?

    private var rare: Rare?

    /// The attributes few nodes set. A class, so a node without them holds one nil
    /// reference; copied before a change when shared, so the struct keeps value semantics.
    private final class Rare {
        var label: String?
        var value: String?
        var text: String?
        var properties: [(String, SemanticValue)] = []
        var background: Paint?
        var opacity: String?
        var shadow: SemanticValue?

        func copy() -> Rare {
            let copy = Rare()
            copy.label = label
            copy.value = value
            copy.text = text
            copy.properties = properties
            copy.background = background
            copy.opacity = opacity
            copy.shadow = shadow
            return copy
        }
    }

    private mutating func uniqueRare() -> Rare {
        // Checked before binding `rare`: a binding is a second reference, and the box
        // would never look unique.
        if isKnownUniquelyReferenced(&rare) { return rare.unsafelyUnwrapped }
        let unique = rare?.copy() ?? Rare()
        rare = unique
        return unique
    }

    var label: String? {
        get { rare?.label }
        set { uniqueRare().label = newValue }
    }

    var value: String? {
        get { rare?.value }
        set { uniqueRare().value = newValue }
    }

    /// Text a leaf element reads out (a `Label`'s title); texts use their own.
    var text: String? {
        get { rare?.text }
        set { uniqueRare().text = newValue }
    }

    /// Extra `key=value` pairs, printed in the order they were added.
    var properties: [(String, SemanticValue)] {
        get { rare?.properties ?? [] }
        // In place, so that appending does not copy the array first.
        _modify { yield &uniqueRare().properties }
    }

    var background: Paint? {
        get { rare?.background }
        set { uniqueRare().background = newValue }
    }

    var opacity: String? {
        get { rare?.opacity }
        set { uniqueRare().opacity = newValue }
    }

    var shadow: SemanticValue? {
        get { rare?.shadow }
        set { uniqueRare().shadow = newValue }
    }

    /// True when an attribute makes a container or a shape worth a line of its own.
    /// Styling alone (a corner radius, a border) does not: it is decoration.
    var isNotable: Bool {
        if kind != nil || identifier != nil || overflow != nil
            || isHidden || isButton || isSelected || isHeader || isDisabled || isRefreshable {
            return true
        }
        guard let rare else { return false }
        return rare.label != nil || rare.value != nil || rare.text != nil || rare.background != nil
            || rare.opacity != nil || rare.shadow != nil
            || rare.properties.contains { Self.isNotableProperty($0.0) }
    }

    /// Properties that say what an element does or how a reader meets it, not how it
    /// looks: a container with one has a line of its own. (A switch: no hashing.)
    static func isNotableProperty(_ key: String) -> Bool {
        switch key {
        case "hint", "actions", "element", "traits", "gestures", "sortPriority", "hitTesting", "redacted", "privacySensitive": true
        default: false
        }
    }
}
