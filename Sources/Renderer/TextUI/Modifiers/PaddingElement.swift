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
