/// An image: a placeholder of its label (a symbol's glyph, `img`), boxed when it has
/// room. A resizable image takes what it is offered; any other keeps its own size.
struct ImageElement: Element {
    /// What the placeholder shows: a symbol's glyph, `img`, a spinner.
    var label: String
    var isResizable: Bool
    var intrinsicSize: Size

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        guard isResizable else { return intrinsicSize }
        return Size(width: proposal.width ?? intrinsicSize.width, height: proposal.height ?? intrinsicSize.height)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {}

    /// Its label alone when small, in a box when at least 3 × 3, and a picture glyph `▨`
    /// when even its label does not fit.
    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        guard rect.width > 0, rect.height > 0 else { return }
        let clusters = TextCluster.segment(label)
        if rect.width >= 3, rect.height >= 3 {
            canvas.box(rect, style: .placeholder, clip: clip)
            let inner = TextLayout.truncate(clusters, to: rect.width - 2, mode: .tail)
            let column = rect.x + 1 + (rect.width - 2 - inner.width) / 2
            canvas.text(inner, column: column, row: rect.y + rect.height / 2, clip: clip)
        } else if clusters.reduce(0, { $0 + $1.width }) > rect.width {
            // Too small for its label (`img` in two cells read `i…`, like a word): the
            // picture glyph the `photo` symbol draws.
            canvas.text(TextLine(clusters: TextCluster.segment("▨")), column: rect.x, row: rect.y + (rect.height - 1) / 2, clip: clip)
        } else {
            let line = TextLayout.truncate(clusters, to: rect.width, mode: .tail)
            canvas.text(line, column: rect.x, row: rect.y + (rect.height - 1) / 2, clip: clip)
        }
    }

    var kind: String { "Image" }
    var line: SemanticsLinePresence { .always }
    var size: SemanticsSizePresence { .always }
}
