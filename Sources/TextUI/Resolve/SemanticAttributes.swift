/// What the semantics section says about a node: its kind, identifier, label, tokens
/// and flags, as a screen reader or a UI test would find them.
struct SemanticAttributes {
    /// Overrides the kind derived from the node: `Button`, `DSCardInfoRow`…
    var kind: String?
    var identifier: String?
    var label: String?
    var value: String?
    /// Text a leaf element reads out (a `Label`'s title); texts use their own.
    var text: String?
    var font: String?
    var color: String?
    var isBold = false
    var isItalic = false
    /// Extra `key=value` pairs, printed in the order they were added.
    var properties: [(String, String)] = []
    var background: String?
    var opacity: String?
    var shadow: String?

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

    /// True when an attribute makes a container or a shape worth a line of its own.
    /// Styling alone (a corner radius, a border) does not: it is decoration.
    var isNotable: Bool {
        kind != nil || identifier != nil || label != nil || value != nil || text != nil || background != nil
            || opacity != nil || shadow != nil || isHidden || isButton
            || isSelected || isHeader || isDisabled || isRefreshable || overflow != nil
    }
}
