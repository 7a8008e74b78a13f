/// `Color.clear`, and the space a `GeometryReader` holds before its content is made:
/// fills what it is offered, draws nothing.
struct FillElement: Element {
    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {}

    func draw(_ node: Node, in rect: Rect, into canvas: inout Canvas, clip: Rect, pass: DrawPass) {}

    var kind: String { "Color" }
}
