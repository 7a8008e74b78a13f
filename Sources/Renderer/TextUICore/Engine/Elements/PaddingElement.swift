/// Insets in cells.
struct CellInsets: Equatable {
    var top = 0
    var leading = 0
    var bottom = 0
    var trailing = 0
}

/// `padding`: its view offered the space less the insets, and placed inside them.
struct PaddingElement: Element {
    var insets: CellInsets

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        let child = node.children[0].sizeThatFits(insetProposal(proposal))
        return Size(width: child.width + insets.leading + insets.trailing, height: child.height + insets.top + insets.bottom)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        let frame = node.frame
        node.children[0].place(at: (frame.x + insets.leading, frame.y + insets.top), proposal: insetProposal(proposal))
    }

    var wrapsOneView: Bool { true }

    private func insetProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) }
        )
    }
}

// The modifiers that make a padding node: `.padding(…)` in every form.
extension _WrappingModifier {
    /// Padding by a length or a design system's token (`DesignTokens`' `padding`).
    @usableFromInline
    package static func padding(_ edges: Edge.Set, _ length: any _SpacingValue) -> _WrappingModifier {
        _WrappingModifier(.padding(edges, length))
    }

    @usableFromInline
    static func padding(_ insets: EdgeInsets) -> _WrappingModifier {
        _WrappingModifier { node, context in
            let cells = CellInsets(
                top: context.cells(points: Double(insets.top), along: .vertical),
                leading: context.cells(points: Double(insets.leading), along: .horizontal),
                bottom: context.cells(points: Double(insets.bottom), along: .vertical),
                trailing: context.cells(points: Double(insets.trailing), along: .horizontal)
            )
            return Node(PaddingElement(insets: cells), children: CollectionOfOne(node), in: context)
        }
    }

    @MainActor static func padding(_ node: Node, edges: Edge.Set, length: any _SpacingValue, in context: ResolveContext) -> Node {
        let columns = context.cells(length, along: .horizontal)
        let rows = context.cells(length, along: .vertical)
        let insets = CellInsets(
            top: edges.contains(.top) ? rows : 0,
            leading: edges.contains(.leading) ? columns : 0,
            bottom: edges.contains(.bottom) ? rows : 0,
            trailing: edges.contains(.trailing) ? columns : 0
        )
        return Node(PaddingElement(insets: insets), children: CollectionOfOne(node), in: context)
    }

    /// A fixed frame by lengths or a design system's tokens (`DesignTokens`' `frame`).
}
