/// A group of iOS 18 tabs under a title, which an iPad's sidebar shows as a section. A
/// phone's tab bar has no sections: its tabs join the bar in order, as a render of a
/// compact width draws them; `hidden()` leaves them out. Typed by the selection, so
/// `Tab(value: .purchase)` inside needs no type written.
///
///     TabSection("Master data") {
///         Tab("Products", systemImage: "cart", value: .products) { ProductsView() }
///     }
public nonisolated struct TabSection<Header: View, Content: View, Footer: View, SelectionValue: Hashable>: PrimitiveView {
    let header: Header
    let content: Content
    let footer: Footer
    var isHidden = false

    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        guard !isHidden else { return }
        Resolver.append(content, in: context, to: &nodes)
    }

    /// Leaves the section's tabs out when `hidden` is true.
    public func hidden(_ hidden: Bool = true) -> TabSection {
        var section = self
        section.isHidden = hidden
        return section
    }

    /// Names the section for the person's customization, which a render does not have.
    public func customizationID(_ id: String) -> TabSection { self }

    /// Whether the section shows by default in a sidebar or tab bar; a phone's bar shows
    /// its tabs, so the render draws them there.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> TabSection { self }

    /// Actions a sidebar offers beside the section's header; a tab bar has none.
    public func sectionActions<Actions: View>(@ViewBuilder content: () -> Actions) -> TabSection { self }
}

extension TabSection where Footer == EmptyView {
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content, header: { Text(String(title)) }, footer: { EmptyView() })
    }
}

/// iOS 18's tab view that is a tab bar on a phone and a sidebar on iPad: a tab bar here.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _isPage: Bool { false }
}

/// iOS 18's tab view that is a tab bar everywhere.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var _isPage: Bool { false }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// When an iOS 26 tab bar shrinks as the content scrolls.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    public static let never = TabBarMinimizeBehavior(name: "never")
}

extension View {
    /// How the tab bar shrinks while scrolling; a still picture has not scrolled, so the
    /// bar is drawn whole.
    nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
}
