/// How rows move when a scroll view is unrolled: everything below the scroll view's
/// bottom edge moves down by the height its content had beyond it.
struct Unrolling {
    var scrollView: Node?
    var edge = 0
    var extraRows = 0

    func map(_ rect: Rect) -> Rect {
        guard extraRows > 0 else { return rect }
        let top = rect.y >= edge ? rect.y + extraRows : rect.y
        let bottom = rect.maxY >= edge ? rect.maxY + extraRows : rect.maxY
        return Rect(x: rect.x, y: top, width: rect.width, height: bottom - top)
    }
}

extension Node {
    /// Draws the node, then its children, as its element says.
    func draw(into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        let rect = pass.isInsideUnrolled ? frame : pass.unrolling.map(frame)
        if canvas.colors != nil { paint(in: rect, on: &canvas, clip: clip) }
        elementDraw(in: rect, into: &canvas, clip: clip, pass: pass)
    }
}
