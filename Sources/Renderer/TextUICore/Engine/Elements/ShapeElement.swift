/// A shape: takes what it is offered. A text render paints no surface, so a fill draws
/// only where it is a mark (a status dot, a one-row pill); a stroke draws its outline.
struct ShapeElement: Element {
    enum Form: Equatable {
        case rectangle
        case roundedRectangle
        /// iOS 26's rectangle whose corners follow its container's; drawn rounded.
        case concentricRectangle
        case capsule
        case circle
        /// A path or a team's own shape, named by its type; not traced on the grid.
        case custom(String)
    }

    enum Style: Equatable {
        case fill
        case stroke(BoxStyle.Weight)
    }

    var form: Form
    var style: Style
    /// A stroke with a dash pattern draws dashed edges.
    var isDashed = false

    var idealSize: Size { Size(width: 1, height: 1) }

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        Size(width: proposal.width ?? idealSize.width, height: proposal.height ?? idealSize.height)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {}

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        guard rect.width > 0, rect.height > 0 else { return }
        let isMark = rect.width <= 2 && rect.height == 1
        let isPill = rect.height == 1 && rect.width > 2 && (form == .capsule || form == .roundedRectangle || form == .concentricRectangle)
        switch style {
        case .fill:
            // A small filled circle is a dot (a status indicator) and a filled one-row
            // pill is drawn [like this]; larger fills are surfaces, which a text
            // render does not paint.
            if isMark, form == .circle {
                canvas.put(scalar: 0x25CF /* ● */, column: rect.x, row: rect.y, clip: clip)
            } else if isPill {
                canvas.put(scalar: 0x5B /* [ */, column: rect.x, row: rect.y, clip: clip)
                canvas.put(scalar: 0x5D /* ] */, column: rect.maxX - 1, row: rect.y, clip: clip)
            }
        case let .stroke(weight):
            if isMark, form == .circle {
                canvas.put(scalar: 0x25CB /* ○ */, column: rect.x, row: rect.y, clip: clip)
            } else if isPill {
                canvas.put(scalar: 0x28 /* ( */, column: rect.x, row: rect.y, clip: clip)
                canvas.put(scalar: 0x29 /* ) */, column: rect.maxX - 1, row: rect.y, clip: clip)
            } else if case .custom = form {
                return
            } else {
                canvas.box(rect, style: .make(weight: weight, rounded: form != .rectangle, dashed: isDashed), clip: clip)
            }
        }
    }

    var kind: String {
        switch form {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .concentricRectangle: "ConcentricRectangle"
        case .capsule: "Capsule"
        case .circle: "Circle"
        case let .custom(name): name
        }
    }

    var size: SemanticsSizePresence { .always }
}
