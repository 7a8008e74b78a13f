/// A `ZStack`: its children over one another, as large as the largest, each placed
/// by the alignment.
struct ZStackElement: Element {
    var alignment: Alignment

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        var size = Size.zero
        for child in node.children {
            let childSize = child.sizeThatFits(proposal)
            size.width = max(size.width, childSize.width)
            size.height = max(size.height, childSize.height)
        }
        return size
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        for child in node.children {
            node.placeAligned(child, proposal: proposal, alignment: alignment)
        }
    }

    var kind: String { "ZStack" }
}
