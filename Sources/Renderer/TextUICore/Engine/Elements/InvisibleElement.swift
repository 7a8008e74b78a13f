/// `.hidden()` and `.opacity(0)`: the view keeps its place in the layout and draws
/// nothing, as on the device. The semantics still read it, with `opacity=0%` or
/// `hidden`, since a screen reader skips it but a reviewer should see it is there.
struct InvisibleElement: Element {
    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        return node.children[0].sizeThatFits(proposal)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        let (children, frame) = (node.children, node.frame)
        children[0].place(at: (frame.x, frame.y), proposal: proposal)
    }

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {}

    var wrapsOneView: Bool { true }
}
