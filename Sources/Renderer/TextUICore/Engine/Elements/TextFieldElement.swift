/// A text field or a search field: one row, its text or else its placeholder,
/// truncated to the width it is offered.
struct TextFieldElement: Element {
    var text: String
    var placeholder: String
    var isSearch: Bool

    private var shown: String { text.isEmpty ? placeholder : text }

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        Size(width: proposal.width ?? DisplayWidth.of(shown) + (isSearch ? 2 : 0), height: 1)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {}

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        let line = isSearch ? "⌕ " + shown : shown
        var truncated = TextLayout.truncate(TextCluster.segment(line), to: rect.width, mode: .tail)
        truncated.trimTrailingSpaces()
        canvas.text(truncated, column: rect.x, row: rect.y, clip: clip)
    }

    var kind: String { "TextField" }
    var line: SemanticsLinePresence { .always }
    var size: SemanticsSizePresence { .never }
}
