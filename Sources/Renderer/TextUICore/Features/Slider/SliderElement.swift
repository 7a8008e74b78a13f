/// A slider's track: a line as wide as it is offered, one row, with the thumb `●` where
/// the value sits between its bounds.
struct SliderElement: Element {
    /// Where the value sits, from 0 (the lower bound) to 1.
    var fraction: Double

    /// A slider with nothing to fill is this wide.
    static let idealWidth = 10

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        Size(width: max(2, proposal.width ?? Self.idealWidth), height: 1)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {}

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        guard rect.width > 0, rect.height > 0 else { return }
        canvas.row(0x2500 /* ─ */, from: rect.x, to: rect.maxX, at: rect.y, clip: clip)
        let clamped = min(1, max(0, fraction))
        let column = rect.x + Int((clamped * Double(rect.width - 1)).rounded())
        canvas.put(scalar: 0x25CF /* ● */, column: column, row: rect.y, clip: clip)
    }

    var kind: String { "Slider" }
    var line: SemanticsLinePresence { .always }
    var size: SemanticsSizePresence { .never }
}
