/// A divider: a line across its stack's axis, as long as it is offered.
struct DividerElement: Element {
    /// The direction the line runs: horizontal in a vertical stack, and the other way.
    var lineAxis: Axis

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        lineAxis == .horizontal
            ? Size(width: proposal.width ?? 1, height: 1)
            : Size(width: 1, height: proposal.height ?? 1)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {}

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        // Drawn in the separator's grey, as iOS draws a divider and a list's lines.
        if node.semantics.color == nil, var colors = canvas.colors, let separator = ColorPalette.system("separator", dark: colors.isDark) {
            canvas.colors = nil
            colors.paint(rect, clip: clip, foreground: separator, background: nil)
            canvas.colors = colors
        }
        if lineAxis == .horizontal {
            canvas.row(0x2500 /* ─ */, from: rect.x, to: rect.maxX, at: rect.y, clip: clip)
        } else {
            canvas.column(0x2502 /* │ */, from: rect.y, to: rect.maxY, at: rect.x, clip: clip)
        }
    }

    var kind: String { "Divider" }
}
