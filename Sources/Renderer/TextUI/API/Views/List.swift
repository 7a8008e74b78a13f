/// Rows in a scrolling list, as `List` and `Form` draw them: each row inset by the
/// screen's margin, a line between rows, sections under their headers with a blank
/// row between them. The semantics print `List` (or `Form`) and `Section` elements.
public nonisolated struct List<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let content: Content
    let kind: String

    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
        kind = "List"
    }

    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        kind = "List"
    }

    init(kind: String, content: Content) {
        self.content = content
        self.kind = kind
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let inner = context.inside(stackAxis: .vertical)
        let rows = ListRows.interleave(Resolver.nodes(for: content, in: inner), in: inner)
        let stack = Node(StackElement(axis: .vertical, horizontalAlignment: .leading, verticalAlignment: .center, spacing: 0), children: rows, in: context)
        let node = Node(ScrollElement(axes: .vertical), children: [stack], in: context)
        node.semantics.kind = kind
        nodes.append(node)
    }
}

extension List where SelectionValue == Never {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(kind: "List", content: ForEach(data, content: rowContent))
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(kind: "List", content: ForEach(data, id: id, content: rowContent))
    }
}

/// A list of controls for settings and input, drawn as a `List` is.
public nonisolated struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: some View {
        List<Never, Content>(kind: "Form", content: content)
    }
}

/// A group of rows under an optional header and over an optional footer.
public nonisolated struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let inner = context.inside(stackAxis: .vertical)
        var children = Resolver.nodes(for: header, in: inner).map { ListRows.inset($0, in: inner) }
        children += ListRows.interleave(Resolver.nodes(for: content, in: inner), in: inner)
        children += Resolver.nodes(for: footer, in: inner).map { ListRows.inset($0, in: inner) }
        let node = Node(StackElement(axis: .vertical, horizontalAlignment: .leading, verticalAlignment: .center, spacing: 0), children: children, in: context)
        node.semantics.kind = "Section"
        node.semantics.namePrintsSize = false
        nodes.append(node)
    }
}

// The first forms SwiftUI had (iOS 13), which many screens still use: header and footer
// as views, before the content.
extension Section {
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

/// How a list lays out its rows.
@MainActor
enum ListRows {
    /// Rows inset by the margin, with a line between two rows and a blank row before
    /// and after a section.
    static func interleave(_ rows: [Node], in context: ResolveContext) -> [Node] {
        var result: [Node] = []
        var previousWasRow = false
        for row in rows {
            let isSection = row.semantics.kind == "Section"
            if isSection {
                if !result.isEmpty { result.append(blankRow(in: context)) }
                result.append(row)
                previousWasRow = false
            } else {
                if previousWasRow { result.append(Node(DividerElement(lineAxis: .horizontal), in: context)) }
                result.append(inset(row, in: context))
                previousWasRow = true
            }
        }
        return result
    }

    /// A row inset by the screen's margin, 16 points a side.
    static func inset(_ row: Node, in context: ResolveContext) -> Node {
        let margin = context.cells(points: 16, along: .horizontal)
        let padded = Node(PaddingElement(insets: CellInsets(top: 0, leading: margin, bottom: 0, trailing: margin)), children: [row], in: context)
        return Node(FrameElement(minWidth: nil, idealWidth: nil, maxWidth: CellLayout.unbounded, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .leading), children: [padded], in: context)
    }

    private static func blankRow(in context: ResolveContext) -> Node {
        Node(SpacerElement(minLength: 1, axis: .vertical), in: context)
    }
}

// Styles a text render draws alike: the rows, their lines and their sections are
// the same in every style, and the fills the styles differ by are not painted.
public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

extension View {
    /// A list's look; a text render draws every style alike.
    public func listStyle(_ style: some ListStyle) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    /// A row's line; a text render keeps its lines.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    /// A row's fill; a text render paints none.
    public func listRowBackground(_ view: (some View)?) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    /// The scrolling background of a list or form; a text render paints none.
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
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
