/// Rows in a scrolling list, drawn in its style as iOS draws it (see `ListLayout`): by
/// default inset grouped, each section a rounded card on the grouped background under
/// its header in uppercase grey. The semantics print `List` and `Section` elements, and
/// a style the code chose.
public nonisolated struct List<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    init(rows: Content) {
        content = rows
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let chosen = context.environment.listStyle
        let node = ListLayout.list(of: content, style: chosen ?? .insetGrouped, in: context)
        let target = node.semanticTarget
        target.semantics.kind = "List"
        if let chosen, chosen != .insetGrouped { target.semantics.properties.append(("style", chosen.rawValue)) }
        nodes.append(node)
    }
}

extension List where SelectionValue == Never {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(rows: ForEach(data, content: rowContent))
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(rows: ForEach(data, id: id, content: rowContent))
    }
}

/// A list of controls for settings and input: inset grouped whatever list style is set
/// around it, as on iOS, each section a card. The semantics print `Form`.
public nonisolated struct Form<Content: View>: PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let node = ListLayout.list(of: content, style: .insetGrouped, in: context)
        node.semanticTarget.semantics.kind = "Form"
        nodes.append(node)
    }
}

/// How a list draws its rows and sections. Apple's styles have no requirements a
/// team implements; each names the look `ListLayout` draws.
public protocol ListStyle {
    var _name: String { get }
}
public struct DefaultListStyle: ListStyle { public init() {}; public var _name: String { "automatic" } }
public struct PlainListStyle: ListStyle { public init() {}; public var _name: String { "plain" } }
public struct GroupedListStyle: ListStyle { public init() {}; public var _name: String { "grouped" } }
public struct InsetListStyle: ListStyle { public init() {}; public var _name: String { "inset" } }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _name: String { "insetGrouped" } }
public struct SidebarListStyle: ListStyle { public init() {}; public var _name: String { "sidebar" } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

/// How a form lays out its controls; on iOS every style is grouped.
public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { AutomaticFormStyle() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }

extension View {
    /// The look of the lists inside: `.plain` rows edge to edge, `.grouped` sections
    /// across the screen, `.insetGrouped` (iOS's default) sections as cards.
    nonisolated public func listStyle(_ style: some ListStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind = ListStyleKind(rawValue: style._name)
        return modifier(_EnvironmentModifier { $0.listStyle = kind == .automatic ? nil : kind })
    }

    /// A form's style; an iPhone draws every form grouped.
    nonisolated public func formStyle(_ style: some FormStyle) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

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

    /// The grouped background behind a list or form: `.hidden` leaves the screen's own
    /// behind the cards.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.listDrawsBackground = visibility != .hidden })
    }
}

/// An edge along the vertical axis.
public enum VerticalEdge: Sendable, Hashable {
    case top
    case bottom

    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
