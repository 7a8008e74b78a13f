/// A `VStack` or an `HStack`: its children in a row or a column, sized by the stack
/// layout (`Node+StackLayout`), which divides the space as SwiftUI documents it.
struct StackElement: Element {
    var axis: Axis
    var horizontalAlignment: HorizontalAlignment
    var verticalAlignment: VerticalAlignment
    var spacing: Int
    /// False for a stack left to SwiftUI's standard spacing: there is none beside a
    /// spacer, whose own minimum keeps its neighbours apart.
    var spacesBesideSpacers = true

    /// SwiftUI's standard space between two views of a stack, in points. In cells by the
    /// one rounding rule: a column between the views of a row, no row in a column.
    static let standardSpacing = 8.0

    init(axis: Axis, horizontalAlignment: HorizontalAlignment, verticalAlignment: VerticalAlignment, spacing: Int) {
        self.axis = axis
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.spacing = spacing
    }

    /// A stack of `HStack` or `VStack`: `spacing` as the code gives it, or the standard.
    @MainActor
    init(axis: Axis, horizontalAlignment: HorizontalAlignment, verticalAlignment: VerticalAlignment, spacing: (any _SpacingValue)?, in context: ResolveContext) {
        if let spacing {
            self.init(axis: axis, horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment, spacing: context.cells(spacing, along: axis))
        } else {
            self.init(axis: axis, horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment, spacing: context.cells(points: Self.standardSpacing, along: axis))
            spacesBesideSpacers = false
        }
    }

    /// The space after child `index`, before the next one.
    func gap(after index: Int, in children: NodeChildren) -> Int {
        guard !spacesBesideSpacers, spacing > 0 else { return spacing }
        return children[index].traits.contains(.isSpacer) || children[index + 1].traits.contains(.isSpacer) ? 0 : spacing
    }

    /// All the space between the children.
    func totalSpacing(of children: NodeChildren) -> Int {
        let count = children.count
        guard count > 1 else { return 0 }
        guard !spacesBesideSpacers, spacing > 0 else { return spacing * (count - 1) }
        var total = 0
        for index in 0..<(count - 1) { total += gap(after: index, in: children) }
        return total
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        node.stackLayout(self, proposal: proposal).size
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        node.placeStack(self, proposal: proposal)
    }

    var kind: String { axis == .vertical ? "VStack" : "HStack" }
}
