/// Where a toolbar item goes.
public enum ToolbarItemPlacement: Sendable, Hashable {
    case automatic
    case topBarLeading
    case topBarTrailing
    case principal
    case bottomBar
    case cancellationAction
    case confirmationAction
    case destructiveAction
    /// Leading, where navigation controls go on iOS.
    case navigation
    /// Trailing, the most prominent action.
    case primaryAction
    case secondaryAction
    /// In the bottom bar, centered, as iOS shows a status.
    case status
    /// Above the keyboard, which a still picture does not show.
    case keyboard

    public static var navigationBarLeading: ToolbarItemPlacement { .topBarLeading }
    public static var navigationBarTrailing: ToolbarItemPlacement { .topBarTrailing }
}

/// An item of a `.toolbar`.
public nonisolated struct ToolbarItem<ID, Content: View>: PrimitiveView, CustomizableToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    @MainActor public func _appendViews(to views: inout [AnyView]) { views.append(AnyView(self)) }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let items = Resolver.nodes(for: content, in: context.inside(stackAxis: .horizontal))
        if let collector = context.toolbarItems {
            collector.add(items, placement: placement)
        } else {
            nodes += items
        }
    }
}

/// Collects the items of one `.toolbar` by placement.
@MainActor
final class ToolbarItemCollector {
    var items: [(ToolbarItemPlacement, [Node])] = []

    func add(_ nodes: [Node], placement: ToolbarItemPlacement) {
        items.append((placement, nodes))
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items in one placement.
public nonisolated struct ToolbarItemGroup<Content: View>: PrimitiveView, CustomizableToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        ToolbarItem(placement: placement) { content }.makeNodes(in: context, into: &nodes)
    }

    @MainActor public func _appendViews(to views: inout [AnyView]) { views.append(AnyView(self)) }
}

/// Space between toolbar items, as iOS 26 groups them; a gap in the bar.
public nonisolated struct ToolbarSpacer: PrimitiveView, CustomizableToolbarContent {
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {}
    @MainActor public func _appendViews(to views: inout [AnyView]) {}
}

/// The menu a navigation title opens (iOS 16). A still picture shows it closed: the
/// title as it is; the menu's actions are not drawn.
public nonisolated struct ToolbarTitleMenu<Content: View>: PrimitiveView, CustomizableToolbarContent {
    public init(@ViewBuilder content: () -> Content) {}
    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {}
    @MainActor public func _appendViews(to views: inout [AnyView]) {}
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// The system's own title menu (rename, share…), for a document's title.
    public init() {}
}

/// Which of the system's own toolbar items a `DefaultToolbarItem` places.
public struct ToolbarDefaultItemKind: Sendable, Hashable {
    let name: String
    /// The search field `.searchable` adds.
    public static let search = ToolbarDefaultItemKind(name: "search")
    /// The button that shows and hides a split view's sidebar.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
}

/// Moves one of the system's own items (iOS 26), such as the search field into the
/// bottom bar. The render draws a `searchable` field where it draws it already.
public nonisolated struct DefaultToolbarItem: PrimitiveView, CustomizableToolbarContent {
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {}
    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {}
    @MainActor public func _appendViews(to views: inout [AnyView]) {}
}

/// How much room a toolbar spacer takes.
public struct SpacerSizing: Sendable, Hashable {
    let name: String
    public static let flexible = SpacerSizing(name: "flexible")
    public static let fixed = SpacerSizing(name: "fixed")
}

/// What `.toolbar` holds when it is built of items, as a team writes a reusable
/// toolbar: `var body: some ToolbarContent { ToolbarItem { … } }`.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }

    /// The items, in order, as views the toolbar places.
    func _appendViews(to views: inout [AnyView])
}

extension ToolbarContent {
    public func _appendViews(to views: inout [AnyView]) { body._appendViews(to: &views) }
}

/// Toolbar content the user may rearrange; a still picture shows it as declared.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// Several toolbar contents in order, kept as written: their items are asked for when
/// the toolbar resolves, on the main actor, so a toolbar is built anywhere a view is.
public nonisolated struct _ToolbarContentTuple: ToolbarContent, CustomizableToolbarContent {
    // Held for the main actor, where the view the toolbar is on resolves.
    nonisolated(unsafe) let parts: [any ToolbarContent]
    @MainActor public var body: Never { return fatalError("toolbar content has no body") }
    @MainActor public func _appendViews(to views: inout [AnyView]) {
        for part in parts { part._appendViews(to: &views) }
    }
}

/// A toolbar's content as the view the navigation modifier resolves: its items, asked
/// for when it resolves.
nonisolated struct _ToolbarItemsView<Content: ToolbarContent>: PrimitiveView {
    nonisolated(unsafe) let content: Content

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        var views: [AnyView] = []
        content._appendViews(to: &views)
        for view in views { Resolver.append(view, in: context, to: &nodes) }
    }
}

/// Builds toolbar content from items, with `if` and `switch`.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _ToolbarContentTuple {
        var parts: [any ToolbarContent] = []
        repeat parts.append(each content)
        return _ToolbarContentTuple(parts: parts)
    }

    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    // Every block is built into a tuple, so the branches take tuples.
    public static func buildOptional(_ content: _ToolbarContentTuple?) -> _ToolbarContentTuple {
        content ?? _ToolbarContentTuple(parts: [])
    }
    public static func buildEither(first: _ToolbarContentTuple) -> _ToolbarContentTuple { first }
    public static func buildEither(second: _ToolbarContentTuple) -> _ToolbarContentTuple { second }
    public static func buildLimitedAvailability(_ content: _ToolbarContentTuple) -> _ToolbarContentTuple { content }
}

/// The bars `.toolbar(_:for:)` and `.toolbarBackground(_:for:)` act on.
public struct ToolbarPlacement: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")

    /// No placement, `automatic` or `navigationBar`: what a stack's bar takes.
    static func includesNavigationBar(_ bars: [ToolbarPlacement]) -> Bool {
        bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
    }
}

/// What a toolbar is for, which sets how iOS lays it out.
public struct ToolbarRole: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

extension View {
    /// A toolbar built of items: `.toolbar { MyToolbar() }`.
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> ModifiedContent<Self, _NavigationModifier> {
        modifier(_NavigationModifier.toolbar(_ToolbarItemsView(content: content())))
    }

    /// Hides or shows bars. The navigation bar is drawn or not, as `navigationBarHidden`
    /// does; another bar's choice is named on the view (`tabBar=hidden`).
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<ModifiedContent<Self, _NavigationModifier>, _SemanticsModifier> {
        let forNavigationBar = ToolbarPlacement.includesNavigationBar(bars)
        let others = bars.filter { $0 != .navigationBar && $0 != .automatic }
        let bar = _NavigationModifier { navigation, _ in
            if forNavigationBar, visibility != .automatic { navigation.isBarHidden = visibility == .hidden }
        }
        let named = _SemanticsModifier { semantics, _ in
            guard visibility != .automatic else { return }
            for other in others { semantics.properties.append((other.name, .text(visibility == .hidden ? "hidden" : "visible"))) }
        }
        return modifier(bar).modifier(named)
    }

    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// The navigation bar's fill, named on its stack (`barBackground=blue`) and painted
    /// behind the bar and the large title in the colored picture.
    nonisolated public func toolbarBackground(_ style: some ShapeStyle, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _NavigationModifier> {
        let name = style._paint.paint
        let forNavigationBar = ToolbarPlacement.includesNavigationBar(bars)
        return modifier(_NavigationModifier { navigation, _ in
            if forNavigationBar { navigation.barBackground = name }
        })
    }

    /// The navigation bar's scheme: its title is white in dark, black in light, whatever
    /// the screen's (`titleColor=white` on its stack).
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _NavigationModifier> {
        let forNavigationBar = ToolbarPlacement.includesNavigationBar(bars)
        return modifier(_NavigationModifier { navigation, _ in
            if forNavigationBar { navigation.barColorScheme = colorScheme }
        })
    }

    /// What the toolbar is for, named (`toolbarRole=editor`): it changes how iOS spaces
    /// the bar's items, which the render lays out by placement.
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.named("toolbarRole", role == .automatic ? nil : role.name))
    }
}
