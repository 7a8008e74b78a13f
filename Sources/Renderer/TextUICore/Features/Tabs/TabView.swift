import RenderFormat
/// Tabs: the selected tab's content above a tab bar of the items' titles, the selected
/// one in brackets (`[Home]  Search  Profile`); with `.tabViewStyle(.page)`, the
/// content above a row of page dots. The semantics name the selected tab and print
/// its content; the other tabs are not drawn, as on the device.
public nonisolated struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let selection: SelectionValue?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue
        self.content = content()
    }

    /// iOS 18's tabs: `Tab(value:)` takes its value's type from the selection.
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.selection = selection.wrappedValue
        self.content = content()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        var tabContext = context.inside(stackAxis: nil)
        tabContext.tagsRowsByID = true
        let tabs = Resolver.nodes(for: content, in: tabContext)
        guard !tabs.isEmpty else { return }
        let selected = selection.flatMap { value in tabs.firstIndex { TagElement.tag(of: $0) == AnyHashable(value) } } ?? 0
        let titles = tabs.enumerated().map { TabItemElement.title(of: $1) ?? "Tab \($0 + 1)" }
        let badges = tabs.map { TabItemElement.takeBadge(from: $0) }
        let body = Node(FrameElement(minWidth: nil, idealWidth: nil, maxWidth: CellLayout.unbounded, minHeight: nil, idealHeight: nil, maxHeight: CellLayout.unbounded, alignment: .center), children: [tabs[selected]], in: context)
        let bar = context.environment.tabViewStyleIsPage
            ? pageDots(count: tabs.count, selected: selected, in: context)
            : tabBar(titles: titles, badges: badges, selected: selected, in: context)
        let node = Node(StackElement(axis: .vertical, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0), children: [body] + bar, in: context)
        node.semantics.kind = "TabView"
        node.semantics.namePrintsSize = false
        node.semantics.properties.append(("selected", SemanticsSyntax.quote(titles[selected])))
        nodes.append(node)
    }

    /// The bar: each item's title, the selected one in brackets, a badge after its title
    /// in parentheses (`Inbox (3)`).
    @MainActor private func tabBar(titles: [String], badges: [SemanticValue?], selected: Int, in context: ResolveContext) -> [Node] {
        let items = titles.enumerated().map { index, title in
            let badge = badges[index]
            let drawnTitle = badge.map { "\(title) (\(Self.drawn($0)))" } ?? title
            let text = Resolver.nodes(for: Text(verbatim: index == selected ? "[\(drawnTitle)]" : drawnTitle).lineLimit(1), in: context)[0]
            let item = Node(FrameElement(minWidth: nil, idealWidth: nil, maxWidth: CellLayout.unbounded, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center), children: [text], in: context)
            // The item's line is the frame's, with the title a screen reader reads.
            item.semantics.kind = "TabItem"
            item.semantics.namePrintsSize = false
            item.semantics.text = title
            item.semantics.isSelected = index == selected
            item.semantics.isLeaf = true
            if let badge { item.semantics.properties.append(("badge", badge)) }
            return item
        }
        let divider = Node(DividerElement(lineAxis: .horizontal), in: context)
        return [divider, Node(StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0), children: items, in: context)]
    }

    /// A badge as the bar draws it: a label without the quotes its semantics print.
    private static func drawn(_ badge: SemanticValue) -> String {
        let printed = badge.printed(dark: false)
        guard printed.count >= 2, printed.hasPrefix("\""), printed.hasSuffix("\"") else { return printed }
        return String(printed.dropFirst().dropLast())
    }

    @MainActor private func pageDots(count: Int, selected: Int, in context: ResolveContext) -> [Node] {
        let dots = (0..<count).map { $0 == selected ? "●" : "○" }.joined(separator: " ")
        let node = Resolver.nodes(for: Text(dots), in: context)[0]
        node.semantics.isOmitted = true
        return [node]
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// How a tab view presents its tabs.
public protocol TabViewStyle {
    var _isPage: Bool { get }
}

public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _isPage: Bool { false }
}

public struct PageTabViewStyle: TabViewStyle {
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
    public var _isPage: Bool { true }
}

extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle(indexDisplayMode: indexDisplayMode) }
}

extension EnvironmentValues {
    var tabViewStyleIsPage: Bool {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

private struct TabViewStyleKey: EnvironmentKey {
    static let defaultValue = false
}

extension View {
    /// The title of this tab's item in its tab view's bar, read from the label's texts.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _WrappingModifier> {
        let label = label()
        return modifier(_WrappingModifier { node, context in
            let title = Resolver.readableTexts(of: Resolver.nodes(for: label, in: context)).joined(separator: " ")
            return Node(TabItemElement(title: title), children: CollectionOfOne(node), in: context)
        })
    }

    nonisolated public func tabViewStyle(_ style: some TabViewStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        let isPage = style._isPage
        return modifier(_EnvironmentModifier { $0.tabViewStyleIsPage = isPage })
    }

    /// A count on a tab's item or a list row, named on the element: `badge=3`.
    nonisolated public func badge(_ count: Int) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in
            if count != 0 { semantics.properties.append(("badge", String(count))) }
        })
    }

    nonisolated public func badge(_ label: String?) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in
            if let label { semantics.properties.append(("badge", SemanticsSyntax.quote(label))) }
        })
    }
}
