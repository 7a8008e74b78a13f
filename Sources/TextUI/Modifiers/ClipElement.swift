/// `clipped` and `clipShape`: draws its view only within its own frame. What is cut
/// off there was asked for, so it is not reported as overflow.
struct ClipElement: Element {
    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        node.children[0].sizeThatFits(proposal)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        node.children[0].place(at: (node.frame.x, node.frame.y), proposal: proposal)
    }

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        pass.drawChildren(of: node, into: &canvas, clip: clip.intersection(rect))
    }

    var clipsChildren: Bool { true }

    var wrapsOneView: Bool { true }
}
