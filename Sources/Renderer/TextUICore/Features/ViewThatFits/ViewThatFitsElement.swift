/// Chooses, for each proposal, the first child whose ideal size fits it along the axes;
/// the others are never placed, drawn or named.
struct ViewThatFitsElement: Element {
    let axes: Axis.Set

    /// The index of the child chosen for `proposal`.
    func choice(for proposal: ProposedSize, of node: Node) -> Int {
        let children = node.children
        for (index, child) in children.enumerated() {
            let ideal = child.sizeThatFits(ProposedSize(
                width: axes.contains(.horizontal) ? nil : proposal.width,
                height: axes.contains(.vertical) ? nil : proposal.height
            ))
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth, fitsHeight { return index }
        }
        return max(children.count - 1, 0)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        guard node.children.count > 0 else { return .zero }
        return node.children[choice(for: proposal, of: node)].sizeThatFits(proposal)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        guard node.children.count > 0 else { return }
        let chosen = choice(for: proposal, of: node)
        for (index, child) in node.children.enumerated() {
            child.semantics.isOmitted = index != chosen
        }
        let child = node.children[chosen]
        child.place(at: (node.frame.x, node.frame.y), proposal: proposal)
        node.layoutValues[Self.chosenKey] = chosen
    }

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        guard let chosen = node.layoutValues[Self.chosenKey] as? Int, chosen < node.children.count else { return }
        pass.draw(node.children[chosen], into: &canvas, clip: clip)
    }

    var kind: String { "ViewThatFits" }

    /// Where placing leaves the chosen child's index for drawing.
    private static let chosenKey = ObjectIdentifier(ViewThatFitsElement.self)
}
