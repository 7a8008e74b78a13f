/// An indeterminate progress view's spinner: one cell, `⟳`.
struct ProgressElement: Element {
    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        Size(width: 1, height: 1)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {}

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        canvas.put(scalar: 0x27F3 /* ⟳ */, column: rect.x, row: rect.y, clip: clip)
    }

    var kind: String { "ProgressView" }
    var line: SemanticsLinePresence { .always }
}
