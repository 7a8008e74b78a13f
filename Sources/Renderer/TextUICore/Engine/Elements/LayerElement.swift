/// `background` and `overlay`: a layer sized to its view and placed in it by an
/// alignment, drawn behind it or over it. Children: the view, then the layer.
struct LayerElement: Element {
    var alignment: Alignment
    /// A background: the layer is drawn first.
    var isBehind: Bool
    /// Set when the layer is a fill (a filled shape, a color, a gradient): the view is
    /// then a card, outlined as `Surface` says.
    var surface: Surface?

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        node.children[0].sizeThatFits(proposal)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        let frame = node.frame
        node.children[0].place(at: (frame.x, frame.y), proposal: proposal)
        node.placeAligned(node.children[1], proposal: ProposedSize(width: frame.width, height: frame.height), alignment: alignment)
    }

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        let children = node.children
        var contentPass = pass
        if let surface {
            surface.drawOutline(in: rect, frame: node.frame, content: children[0], into: &canvas, clip: clip, pass: pass)
            contentPass = surface.pass(over: pass)
        }
        if isBehind {
            pass.draw(children[1], into: &canvas, clip: clip)
            contentPass.draw(children[0], into: &canvas, clip: clip)
        } else {
            contentPass.draw(children[0], into: &canvas, clip: clip)
            pass.draw(children[1], into: &canvas, clip: clip)
        }
    }

    var wrapsOneView: Bool { true }
}
