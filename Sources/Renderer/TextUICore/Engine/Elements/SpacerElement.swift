/// A spacer: along its stack's axis it takes what is offered, at least its minimum
/// length; across it, nothing. Outside a stack it takes what is offered both ways.
struct SpacerElement: Element {
    var minLength: Int
    /// The axis of the stack it is in, if any.
    var axis: Axis?

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        switch axis {
        case .horizontal: Size(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical: Size(width: 0, height: max(minLength, proposal.height ?? minLength))
        case nil: Size(width: proposal.width ?? minLength, height: proposal.height ?? minLength)
        }
    }

    var isSpacer: Bool { true }

    func placeChildren(of node: Node, proposal: ProposedSize) {}

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {}

    var kind: String { "Spacer" }
}
