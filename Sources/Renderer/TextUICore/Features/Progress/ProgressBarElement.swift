/// A determinate progress view's bar: as wide as it is offered, `━` for the part done
/// and `─` for the rest.
struct ProgressBarElement: Element {
    /// From 0 to 1.
    let fraction: Double

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        Size(width: proposal.width ?? 10, height: 1)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {}

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        guard rect.width > 0, rect.height > 0 else { return }
        let done = Int((Double(rect.width) * min(max(fraction, 0), 1)).rounded())
        for column in 0..<rect.width {
            canvas.put(scalar: column < done ? 0x2501 /* ━ */ : 0x2500 /* ─ */, column: rect.x + column, row: rect.y, clip: clip)
        }
    }

    var kind: String { "ProgressView" }
    var line: SemanticsLinePresence { .always }
}
