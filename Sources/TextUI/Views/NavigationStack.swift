/// A navigation container: a bar with the title and toolbar items, an optional large
/// title and search field, then the content, which fills the rest of the screen.
///
/// Titles, toolbars and search fields are declared by the content with
/// `.navigationTitle`, `.toolbar` and `.searchable`, as in SwiftUI.
public struct NavigationStack<Content: View>: PrimitiveView {
    let content: Content

    public init(@ViewBuilder root: () -> Content) {
        content = root()
    }

    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let collector = NavigationCollector()
        var inner = context.inside(stackAxis: nil)
        inner.navigation = collector
        let contentNode = Resolver.single(Resolver.nodes(for: content, in: inner), in: inner)
        let body = Node(
            .frame(FrameElement(minWidth: nil, idealWidth: nil, maxWidth: Layout.unbounded, minHeight: nil, idealHeight: nil, maxHeight: Layout.unbounded, alignment: .center)),
            children: [contentNode],
            in: context
        )

        var rows = [barNode(collector, context: context)]
        let mode = collector.displayMode == .inline ? "inline" : "large"
        if mode == "large", let title = collector.title, !title.isEmpty {
            let titleNode = Resolver.nodes(for: Text(title).bold().lineLimit(1), in: context)[0]
            titleNode.semantics.isOmitted = true
            rows.append(Node(.padding(Self.margins), children: [titleNode], in: context))
        }
        if let search = collector.search {
            if let suggestions = collector.searchSuggestions, let field = search.children.first {
                field.semantics.properties.append(("suggestions", SemanticsLine.quote(suggestions.joined(separator: ", "))))
            }
            rows.append(search)
        }
        rows.append(body)
        if !collector.bottomItems.isEmpty {
            let items = Node(.stack(StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: .center, spacing: 2)), children: collector.bottomItems, in: context)
            let centered = Node(.frame(FrameElement(minWidth: nil, idealWidth: nil, maxWidth: Layout.unbounded, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center)), children: [items], in: context)
            rows.append(Node(.padding(Self.margins), children: [centered], in: context))
        }

        let node = Node(.stack(StackElement(axis: .vertical, horizontalAlignment: .leading, verticalAlignment: .center, spacing: 0)), children: rows, in: context)
        node.semantics.kind = "NavigationStack"
        if let title = collector.title {
            node.semantics.properties.append(("title", SemanticsLine.quote(title)))
        }
        node.semantics.properties.append(("titleDisplayMode", mode))
        nodes.append(node)
    }

    /// One row: leading items, the inline title centered, trailing items.
    private func barNode(_ collector: NavigationCollector, context: ResolveContext) -> Node {
        let spacer = Node(.spacer(minLength: 1, axis: .horizontal), in: context)
        let items = Node(
            .stack(StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: .center, spacing: 1)),
            children: collector.leadingItems + [spacer] + collector.trailingItems,
            in: context
        )
        // The bar keeps its row even when empty, as a navigation bar does.
        var layers = [Node(.frame(FrameElement(minWidth: nil, idealWidth: nil, maxWidth: Layout.unbounded, minHeight: 1, idealHeight: nil, maxHeight: nil, alignment: .center)), children: [items], in: context)]
        if let principal = collector.principalItems.first {
            layers.append(principal)
        } else if collector.displayMode == .inline, let title = collector.title, !title.isEmpty {
            let titleNode = Resolver.nodes(for: Text(title).bold().lineLimit(1), in: context)[0]
            titleNode.semantics.isOmitted = true
            layers.append(titleNode)
        }
        let bar = Node(.zstack(.center), children: layers, in: context)
        return Node(.padding(Self.margins), children: [bar], in: context)
    }

    /// The screen's side margins in the bar, title and search rows: 16 pt, 2 columns.
    static var margins: CellInsets { CellInsets(top: 0, leading: 2, bottom: 0, trailing: 2) }
}

/// How the navigation title shows: large below the bar, or inline in it.
public enum NavigationBarTitleDisplayMode: Sendable, Hashable {
    case automatic
    case inline
    case large
}

/// What a navigation stack's content declares about the bar.
@MainActor
final class NavigationCollector {
    var title: String?
    var displayMode = NavigationBarTitleDisplayMode.automatic
    var leadingItems: [Node] = []
    var trailingItems: [Node] = []
    var principalItems: [Node] = []
    var bottomItems: [Node] = []
    var search: Node?
    /// What `.searchSuggestions` reads: named on the search field, shown only in focus.
    var searchSuggestions: [String]?
}
