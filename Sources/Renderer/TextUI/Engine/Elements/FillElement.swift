/// `Color.clear`, and the space a `GeometryReader` holds before its content is made:
/// fills what it is offered, draws nothing.
struct FillElement: Element {
    /// `Color`, or the gradient's type.
    var kind: String = "Color"
    /// The color a `Color` view fills with, for a background or overlay it makes a card
    /// of (see `Surface`); not printed.
    var fill: Paint?

    /// A fill made by a style that is a view (a gradient), named with its style.
    @MainActor static func node(named kind: String, style: Paint, in context: ResolveContext) -> Node {
        let node = Node(FillElement(kind: kind), in: context)
        node.semantics.color = style
        return node
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {}

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {}

    /// A gradient is named where it is; a plain color only when something makes it notable.
    var line: SemanticsLinePresence { kind == "Color" ? .whenNotable : .always }
}
