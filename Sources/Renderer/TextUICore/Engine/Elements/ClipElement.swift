/// `clipped` and `clipShape`: draws its view only within its own frame. What is cut
/// off there was asked for, so it is not reported as overflow.
struct ClipElement: WrapperElement {
    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        pass.drawChildren(of: node, into: &canvas, clip: clip.intersection(rect))
    }

    var clipsChildren: Bool { true }
}
