import CoreGraphics

extension View {
    /// Puts the view's center at a point of its parent's space, in points turned into
    /// cells; the view then takes all the space it is offered, as in SwiftUI.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier { node, context in
            let column = context.cells(points: Double(x), along: .horizontal)
            let row = context.cells(points: Double(y), along: .vertical)
            return Node(PositionElement(column: column, row: row), children: CollectionOfOne(node), in: context)
        })
    }

    public func position(_ position: CGPoint) -> ModifiedContent<Self, _WrappingModifier> {
        self.position(x: position.x, y: position.y)
    }
}

/// Fills what it is offered and places its one child centered on a cell.
struct PositionElement: Element {
    let column: Int
    let row: Int

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        let child = node.children[0].sizeThatFits(.ideal)
        return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        let child = node.children[0]
        let size = child.sizeThatFits(.ideal)
        child.place(at: (node.frame.x + column - size.width / 2, node.frame.y + row - size.height / 2), proposal: .ideal)
    }

    var wrapsOneView: Bool { true }
}
