/// The two layout passes: `sizeThatFits` asks a node how big it wants to be for a
/// proposal (cached per proposal), `place` fixes its frame and places its children.
/// What a size is, and where children go, is each element's to say.
extension Node {
    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let size = sizeCache.size(for: proposal) {
            return size
        }
        let size = elementSize(for: proposal)
        sizeCache.store(size, for: proposal)
        return size
    }

    /// Places the node with its top-left corner at `origin`, at the size it chose for
    /// `proposal`, then its children.
    func place(at origin: (x: Int, y: Int), proposal: ProposedSize) {
        let size = sizeThatFits(proposal)
        frame = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        elementPlaceChildren(proposal: proposal)
    }

    /// Places a child inside this node's frame by an alignment.
    func placeAligned(_ child: Node, proposal: ProposedSize, alignment: Alignment) {
        let size = child.sizeThatFits(proposal)
        child.place(
            at: (
                frame.x + CellLayout.offset(size.width, in: frame.width, horizontal: alignment.horizontal),
                frame.y + CellLayout.offset(size.height, in: frame.height, vertical: alignment.vertical)
            ),
            proposal: proposal
        )
    }
}
