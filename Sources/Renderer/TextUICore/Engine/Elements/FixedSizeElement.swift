/// `fixedSize`: its view offered no bound on the fixed axes, so it takes its ideal size.
struct FixedSizeElement: Element {
    var horizontal: Bool
    var vertical: Bool

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        node.children[0].sizeThatFits(childProposal(proposal))
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        node.children[0].place(at: (node.frame.x, node.frame.y), proposal: childProposal(proposal))
    }

    var wrapsOneView: Bool { true }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
