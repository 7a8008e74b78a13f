import CoreGraphics

// A row's modifiers. A still picture draws the row at rest, in its list's style: of
// these, only the separator changes what is drawn.
extension View {
    /// Hides the line around this row (or shows it where the style hides lines).
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier { node, context in
            Node(ListRowElement(hidesSeparator: visibility == .hidden), children: CollectionOfOne(node), in: context)
        })
    }

    /// A row's fill; a text render paints the card's, not the row's.
    nonisolated public func listRowBackground(_ view: (some View)?) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    nonisolated public func listItemTint(_ tint: Color?) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }
}

/// What `listRowSeparator(_:)` says of a row: transparent to layout and semantics.
struct ListRowElement: WrapperElement {
    var hidesSeparator: Bool

    var kind: String { "ListRow" }

    /// Whether the row, looking through the wrappers around it, hides its lines.
    static func hidesSeparator(_ node: Node) -> Bool {
        if let element = node.withElement({ $0 as? ListRowElement }) { return element.hidesSeparator }
        return node.children.count == 1 ? hidesSeparator(node.children[0]) : false
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
}

private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
