import RenderFormat
/// A navigation container: a bar with the title and toolbar items, an optional large
/// title, then the content, which fills the rest of the screen, and at the bottom the
/// bottom bar and the search field (under the title in the navigation bar's drawer).
///
/// Titles, toolbars and search fields are declared by the content with
/// `.navigationTitle`, `.toolbar` and `.searchable`, as in SwiftUI. With a path, the
/// screen on top of it is drawn, from the root's `.navigationDestination` for its
/// type, under a back button named by the screen below.
public nonisolated struct NavigationStack<Content: View>: PrimitiveView {
    let content: Content
    /// The values pushed, bottom first; empty without a path.
    let path: [AnyHashable]
    /// How a live screen pushes onto and pops the path binding; nil without one.
    let pathEditor: NavigationPathEditor?

    public init(@ViewBuilder root: () -> Content) {
        content = root()
        path = []
        pathEditor = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Content) {
        content = root()
        self.path = path.wrappedValue.elements
        // Pushed and popped on the main actor, where the stack resolves.
        nonisolated(unsafe) let path = path
        pathEditor = NavigationPathEditor(
            append: { value in path.wrappedValue.elements.append(value); return true },
            removeLast: { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } }
        )
    }

    public init<Data: RandomAccessCollection>(path: Binding<Data>, @ViewBuilder root: () -> Content) where Data.Element: Hashable {
        content = root()
        self.path = path.wrappedValue.map { AnyHashable($0) }
        pathEditor = nil
    }

    /// A path of one type, as SwiftUI declares it: a live screen pushes and pops it.
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(path: Binding<Data>, @ViewBuilder root: () -> Content) where Data.Element: Hashable {
        content = root()
        self.path = path.wrappedValue.map { AnyHashable($0) }
        nonisolated(unsafe) let path = path
        pathEditor = NavigationPathEditor(
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } }
        )
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        var collector = NavigationCollector()
        var inner = context.inside(stackAxis: nil)
        inner.navigation = collector
        // On a live screen the stack has a place, and keeps there what its links push.
        let live = context.live.map { LiveNavigation(stack: self, in: context, live: $0) }
        collector.live = live
        live?.enterRoot()
        // A root a pushed screen covers has not appeared: it appears again when shown.
        let lifecycle = context.recorder.lifecycle
        if let live, !path.isEmpty || !live.ownScreens.isEmpty { context.recorder.lifecycle = nil }
        var contentNode = Resolver.single(Resolver.nodes(for: content, in: inner), in: inner)
        context.recorder.lifecycle = lifecycle
        live?.leaveRoot()
        var unmatched: String?
        let root = collector
        let screens = path + (live?.ownScreens.map(\.value) ?? [])
        // The screen on top: the path's last value's destination, else a destination
        // presented by `navigationDestination(isPresented:)`.
        var pushed: (view: AnyView, previousTitle: String)?
        if let view = live?.ownScreens.last?.view {
            pushed = (view, screens.count > 1 ? "" : (root.title ?? ""))
        } else if let top = screens.last {
            if let destination = root.destinations.lazy.compactMap({ $0(top) }).first {
                pushed = (destination, screens.count > 1 ? "" : (root.title ?? ""))
            } else {
                unmatched = String(describing: type(of: top.base))
            }
        } else if let presented = root.presentedDestination {
            pushed = (presented, root.title ?? "")
        }
        if let pushed {
            collector = NavigationCollector()
            collector.destinations = root.destinations
            collector.previousTitle = pushed.previousTitle
            collector.live = live
            inner.navigation = collector
            live?.enterTop(of: screens, presented: root.dismissPresented)
            contentNode = Resolver.single(Resolver.nodes(for: pushed.view, in: inner), in: inner)
            live?.leaveTop()
        }
        let body = Node(
            FrameElement(minWidth: nil, idealWidth: nil, maxWidth: CellLayout.unbounded, minHeight: nil, idealHeight: nil, maxHeight: CellLayout.unbounded, alignment: .center),
            children: [contentNode],
            in: context
        )

        // A hidden bar takes its large title with it, as on iOS.
        var rows = collector.isBarHidden ? [] : [barNode(collector, context: context)]
        let mode = collector.displayMode == .inline ? "inline" : "large"
        if !collector.isBarHidden, mode == "large", let title = collector.title, !title.isEmpty {
            let titleNode = Resolver.nodes(for: collector.titleText(title), in: context)[0]
            titleNode.semantics.isOmitted = true
            rows.append(Node(PaddingElement(insets: Self.margins), children: [titleNode], in: context))
        }
        if let fill = collector.barBackground {
            // The bar's rows on its fill: as wide as the screen, painted, not outlined.
            let surface = Surface(form: .rectangle, fill: fill)
            rows = rows.map { Node(SurfaceElement(surface: surface), children: CollectionOfOne($0), in: context) }
        }
        if let search = collector.search {
            if let suggestions = collector.searchSuggestions, !suggestions.isEmpty, let field = search.children.first {
                field.semantics.properties.append(("suggestions", SemanticsSyntax.quote(suggestions.joined(separator: ", "))))
            }
            if collector.searchIsInDrawer { rows.append(search) }
        }
        rows.append(body)
        if !collector.bottomItems.isEmpty {
            let items = Node(StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: .center, spacing: 2), children: collector.bottomItems, in: context)
            let centered = Node(FrameElement(minWidth: nil, idealWidth: nil, maxWidth: CellLayout.unbounded, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center), children: [items], in: context)
            rows.append(Node(PaddingElement(insets: Self.margins), children: [centered], in: context))
        }
        if let search = collector.search, !collector.searchIsInDrawer {
            rows.append(search)
        }

        let node = Node(StackElement(axis: .vertical, horizontalAlignment: .leading, verticalAlignment: .center, spacing: 0), children: rows, in: context)
        node.semantics.kind = "NavigationStack"
        node.semantics.namePrintsSize = false
        if let title = collector.title {
            node.semantics.properties.append(("title", SemanticsSyntax.quote(title)))
        }
        node.semantics.properties.append(("titleDisplayMode", mode))
        if let color = collector.titleColor { node.semantics.properties.append(("titleColor", color.paint)) }
        if let fill = collector.barBackground { node.semantics.properties.append(("barBackground", fill)) }
        if collector.isBarHidden { node.semantics.properties.append(("navigationBar", "hidden")) }
        if !screens.isEmpty { node.semantics.properties.append(("path", String(screens.count))) }
        if let unmatched { node.semantics.properties.append(("noDestinationFor", unmatched)) }
        nodes.append(node)
    }

    /// One row: leading items, the inline title centered, trailing items.
    @MainActor private func barNode(_ collector: NavigationCollector, context: ResolveContext) -> Node {
        let spacer = Node(SpacerElement(minLength: 1, axis: .horizontal), in: context)
        var leading = collector.leadingItems
        if let previous = collector.previousTitle, !collector.isBackButtonHidden {
            let back = Resolver.nodes(for: Text(previous.isEmpty ? "‹" : "‹ " + previous).lineLimit(1), in: context)[0]
            back.semantics.kind = "BackButton"
            back.semantics.text = previous.isEmpty ? "Back" : previous
            back.semantics.isLeaf = true
            if let pop = collector.live?.pop, let live = context.live {
                live.register(.tap(pop), on: back)
                live.alias(back, as: "Back")
            }
            leading.insert(back, at: 0)
        }
        let items = Node(
            StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: .center, spacing: 1),
            children: leading + [spacer] + collector.trailingItems,
            in: context
        )
        // The bar keeps its row even when empty, as a navigation bar does.
        var layers = [Node(FrameElement(minWidth: nil, idealWidth: nil, maxWidth: CellLayout.unbounded, minHeight: 1, idealHeight: nil, maxHeight: nil, alignment: .center), children: [items], in: context)]
        if let principal = collector.principalItems.first {
            layers.append(principal)
        } else if collector.displayMode == .inline, let title = collector.title, !title.isEmpty {
            let titleNode = Resolver.nodes(for: collector.titleText(title), in: context)[0]
            titleNode.semantics.isOmitted = true
            layers.append(titleNode)
        }
        let bar = Node(ZStackElement(alignment: .center), children: layers, in: context)
        return Node(PaddingElement(insets: Self.margins), children: [bar], in: context)
    }

    /// The screen's side margins in the bar, title and search rows: 16 pt, 2 columns.
    static var margins: CellInsets { CellInsets(top: 0, leading: 2, bottom: 0, trailing: 2) }
}

/// The navigation bar's item, as SwiftUI names its title display mode.
public struct NavigationBarItem: Sendable {
    /// How the navigation title shows: large below the bar, or inline in it.
    public enum TitleDisplayMode: Sendable, Hashable {
        case automatic
        case inline
        case large
    }
}

typealias NavigationBarTitleDisplayMode = NavigationBarItem.TitleDisplayMode

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
    /// True for `.navigationBarDrawer` placement: the field goes under the title, not
    /// at the bottom of the screen.
    var searchIsInDrawer = false
    /// The views `.navigationDestination(for:)` makes for a pushed value of its type.
    var destinations: [@MainActor (AnyHashable) -> AnyView?] = []
    /// The view `.navigationDestination(isPresented:)` pushes while its binding is true.
    var presentedDestination: AnyView?
    /// Set on a pushed screen: the title of the screen below, for its back button
    /// (empty when that screen has none, or is itself pushed).
    var previousTitle: String?
    var isBackButtonHidden = false
    /// `.navigationBarHidden(true)`: no bar, and no large title.
    var isBarHidden = false
    /// What `.searchSuggestions` reads: named on the search field, shown only in focus.
    var searchSuggestions: [String]?
    /// `.toolbarBackground(_:for:)`: the bar's fill.
    var barBackground: Paint?
    /// `.toolbarColorScheme(_:for:)`: the bar's scheme, which colors its title.
    var barColorScheme: ColorScheme?
    /// Ends `navigationDestination(isPresented:)` or `(item:)`, for a live screen's back.
    var dismissPresented: (@MainActor () -> Void)?
    /// On a live screen: how the stack's links push and its back button pops.
    var live: LiveNavigation?

    /// The title's color when the bar's scheme sets it.
    var titleColor: Color? {
        barColorScheme.map { $0 == .dark ? .white : .black }
    }

    /// The title as the bar draws it.
    func titleText(_ title: String) -> Text {
        let text = Text(title).bold().lineLimit(1)
        return titleColor.map { text.foregroundStyle($0) } ?? text
    }
}
