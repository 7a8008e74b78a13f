import CoreGraphics

// A row's modifiers. A still picture draws the row at rest, in its list's style: its
// separator, its insets and the space between rows are drawn; its fill and tint, which
// a grid of characters cannot paint, are named on the row.
extension View {
    /// Hides the line around this row (or shows it where the style hides lines).
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier { node, context in
            Node(ListRowElement(hidesSeparator: visibility == .hidden), children: CollectionOfOne(node), in: context)
        })
    }

    /// The row's insets in its list, in place of the style's 16 pt at each side (and
    /// none above and below): drawn. Nil keeps the style's.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier { node, context in
            guard let insets else { return node }
            let cells = CellInsets(
                top: context.cells(points: Double(insets.top), along: .vertical),
                leading: context.cells(points: Double(insets.leading), along: .horizontal),
                bottom: context.cells(points: Double(insets.bottom), along: .vertical),
                trailing: context.cells(points: Double(insets.trailing), along: .horizontal)
            )
            return Node(ListRowElement(insets: cells), children: CollectionOfOne(node), in: context)
        })
    }

    /// The space between a list's rows (iOS 15): drawn as blank rows, and in the card
    /// styles each row becomes a card of its own, as iOS draws it.
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.listRowSpacing = spacing })
    }

    /// A row's fill, named on the row (`rowBackground=yellow`): a text render paints the
    /// card's outline, not the row's fill.
    nonisolated public func listRowBackground(_ view: (some View)?) -> ModifiedContent<Self, _SemanticsModifier> {
        guard let view else { return modifier(_SemanticsModifier.named("rowBackground", nil)) }
        if let color = view as? Color { return modifier(_SemanticsModifier.named("rowBackground", paint: color.paint)) }
        return modifier(_SemanticsModifier.named("rowBackground", ListRowElement.typeName(of: view)))
    }

    /// The tint of the row's content, named (`listItemTint=red`).
    nonisolated public func listItemTint(_ tint: Color?) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.named("listItemTint", paint: tint?.paint))
    }

    /// The color of the row's separator, named on the row (`separatorTint=red`): a line
    /// of characters has the text's color.
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.named("separatorTint", paint: color?.paint))
    }
}

/// What a row's modifiers say of it (`listRowSeparator`, `listRowInsets`): transparent
/// to layout and semantics. Nil where the modifier says nothing, so that one row with
/// both finds each through the other.
struct ListRowElement: WrapperElement {
    var hidesSeparator: Bool?
    var insets: CellInsets?

    var kind: String { "ListRow" }

    /// Whether the row, looking through the wrappers around it, hides its lines.
    static func hidesSeparator(_ node: Node) -> Bool {
        find(node) { $0.hidesSeparator } ?? false
    }

    /// The row's own insets, if it set them.
    static func insets(_ node: Node) -> CellInsets? {
        find(node) { $0.insets }
    }

    private static func find<Value>(_ node: Node, _ value: (ListRowElement) -> Value?) -> Value? {
        if let element = node.withElement({ $0 as? ListRowElement }), let found = value(element) { return found }
        return node.children.count == 1 ? find(node.children[0], value) : nil
    }

    /// A view's type without its generic arguments: `RoundedRectangle` for a filled one.
    static func typeName(of view: Any) -> String {
        let name = String(describing: type(of: view))
        let base = name.prefix { $0 != "<" }
        return String(base.drop { $0 == "_" })
    }
}

extension EnvironmentValues {
    /// The least height of a list's rows, in points: iOS's 44 by default.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// The space `listRowSpacing(_:)` set between a list's rows, in points.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct ListRowSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
