import CoreGraphics

/// A table of `GridRow`s whose columns are as wide as their widest cell.
public nonisolated struct Grid<Content: View>: PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let rows = Resolver.nodes(for: content, in: context.inside(stackAxis: .vertical))
        let columnGap = context.cells(points: Double(horizontalSpacing ?? 8), along: .horizontal)
        let rowGap = context.cells(points: Double(verticalSpacing ?? 8), along: .vertical)
        nodes.append(Node(TableGridElement(columnGap: columnGap, rowGap: rowGap, alignment: alignment), children: rows, in: context))
    }
}

/// A row of a `Grid`: its cells line up in the grid's columns. Outside a grid, a row
/// of views as an `HStack` lays them.
public nonisolated struct GridRow<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let cells = Resolver.nodes(for: content, in: context.inside(stackAxis: .horizontal))
        let row = StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: alignment ?? .center, spacing: context.cells(points: 8, along: .horizontal))
        nodes.append(Node(GridRowElement(row: row), children: cells, in: context))
    }
}

extension View {
    /// How many of a grid's columns the cell spans; one on a grid of text.
    nonisolated public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }
}
