import CoreGraphics

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`): fixed, flexible between
/// bounds, or as many as fit of an adaptive minimum.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Children in rows under the columns `columns` declares, top to bottom.
public nonisolated struct LazyVGrid<Content: View>: PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let children = Resolver.nodes(for: content, in: context.inside(stackAxis: .vertical))
        nodes.append(Node(LazyGridElement.lazy(items: columns, axis: .vertical, spacing: spacing, in: context), children: children, in: context))
    }
}

/// Children in columns under the rows `rows` declares, leading to trailing.
public nonisolated struct LazyHGrid<Content: View>: PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let children = Resolver.nodes(for: content, in: context.inside(stackAxis: .horizontal))
        nodes.append(Node(LazyGridElement.lazy(items: rows, axis: .horizontal, spacing: spacing, in: context), children: children, in: context))
    }
}
