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
    /// How many of a grid's columns the cell spans, named on the cell
    /// (`gridCellColumns=2`): the render lays the cell in one column.
    nonisolated public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.named("gridCellColumns", count == 1 ? nil : String(count)))
    }

    /// How the cell's column aligns, named (`gridColumnAlignment=trailing`).
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _SemanticsModifier> {
        let name: String? = switch guide {
        case .leading: "leading"
        case .center: nil
        case .trailing: "trailing"
        }
        return modifier(_SemanticsModifier.named("gridColumnAlignment", name))
    }

    /// The axes along which the cell takes no size of its own, named
    /// (`gridCellUnsizedAxes=horizontal`).
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _SemanticsModifier> {
        let names = [axes.contains(.horizontal) ? "horizontal" : nil, axes.contains(.vertical) ? "vertical" : nil].compactMap { $0 }
        return modifier(_SemanticsModifier.named("gridCellUnsizedAxes", names.isEmpty ? nil : names.joined(separator: ",")))
    }
}
