/// A `ScrollView` (and a `List`'s): its content is offered unbounded space along the
/// scrolling axes and clipped across them. A device render unrolls the first vertical
/// one whose content is taller than it, so a snapshot shows the whole content.
struct ScrollElement: Element {
    var axes: Axis.Set

    var scrollAxes: Axis.Set { axes }

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        let content = node.children[0].sizeThatFits(contentProposal(proposal))
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        let frame = node.frame
        let proposal = contentProposal(proposal)
        let content = node.children[0].sizeThatFits(proposal)
        node.contentSize = content
        let x = axes.contains(.horizontal) ? frame.x : frame.x + max(0, (frame.width - content.width) / 2)
        node.children[0].place(at: (x, frame.y), proposal: proposal)
    }

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        if node == pass.unrolling.scrollView {
            var inside = pass
            inside.isInsideUnrolled = true
            inside.draw(node.children[0], into: &canvas, clip: clip.intersection(rect))
        } else {
            pass.drawChildren(of: node, into: &canvas, clip: clip.intersection(rect))
        }
    }

    var kind: String { "ScrollView" }
    var line: SemanticsLinePresence { .always }
    var size: SemanticsSizePresence { .never }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        )
    }
}
