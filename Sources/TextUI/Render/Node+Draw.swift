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
    /// Draws the node and its children. Inside the unrolled scroll view, positions are
    /// already those of the full content and are not mapped again.
    func draw(into canvas: inout Canvas, clip: Rect, unrolling: Unrolling, isInsideUnrolled: Bool = false) {
        let rect = isInsideUnrolled ? frame : unrolling.map(frame)
        switch kind {
        case let .text(index):
            let element = text(index)
            guard let layout = element.pointee.finalLayout else { return }
            for (index, line) in layout.lines.enumerated() where index < rect.height {
                let offset = switch element.pointee.alignment {
                case .leading: 0
                case .center: (rect.width - line.width) / 2
                case .trailing: rect.width - line.width
                }
                canvas.text(line, column: rect.x + max(0, offset), row: rect.y + index, clip: clip)
            }
        case let .image(index):
            let image = image(index)
            drawPlaceholder(image.label, in: rect, canvas: &canvas, clip: clip)
        case let .shape(shape):
            drawShape(shape, in: rect, canvas: &canvas, clip: clip)
        case let .divider(lineAxis):
            if lineAxis == .horizontal {
                canvas.row(0x2500 /* ─ */, from: rect.x, to: rect.maxX, at: rect.y, clip: clip)
            } else {
                canvas.column(0x2502 /* │ */, from: rect.y, to: rect.maxY, at: rect.x, clip: clip)
            }
        case let .textField(index):
            let field = textField(index)
            let shown = field.text.isEmpty ? field.placeholder : field.text
            let line = field.isSearch ? "⌕ " + shown : shown
            var truncated = TextLayout.truncate(TextCluster.segment(line), to: rect.width, mode: .tail)
            truncated.trimTrailingSpaces()
            canvas.text(truncated, column: rect.x, row: rect.y, clip: clip)
        case .progress:
            canvas.put(scalar: 0x27F3 /* ⟳ */, column: rect.x, row: rect.y, clip: clip)
        case .scroll:
            if self == unrolling.scrollView {
                let bounds = Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
                children[0].draw(into: &canvas, clip: clip.intersection(bounds), unrolling: unrolling, isInsideUnrolled: true)
            } else {
                drawChildren(into: &canvas, clip: clip.intersection(rect), unrolling: unrolling, isInsideUnrolled: isInsideUnrolled)
            }
        case .clip:
            drawChildren(into: &canvas, clip: clip.intersection(rect), unrolling: unrolling, isInsideUnrolled: isInsideUnrolled)
        case let .custom(index):
            element(index).draw(in: rect, canvas: &canvas, clip: clip, children: children) { child, canvas, clip in
                child.draw(into: &canvas, clip: clip, unrolling: unrolling, isInsideUnrolled: isInsideUnrolled)
            }
        default:
            drawChildren(into: &canvas, clip: clip, unrolling: unrolling, isInsideUnrolled: isInsideUnrolled)
        }
    }

    private func drawChildren(into canvas: inout Canvas, clip: Rect, unrolling: Unrolling, isInsideUnrolled: Bool) {
        let children = children
        if drawsChildrenReversed {
            for child in children.reversed() {
                child.draw(into: &canvas, clip: clip, unrolling: unrolling, isInsideUnrolled: isInsideUnrolled)
            }
        } else {
            for child in children {
                child.draw(into: &canvas, clip: clip, unrolling: unrolling, isInsideUnrolled: isInsideUnrolled)
            }
        }
    }

    /// An image: its label alone when small, in a box when at least 3 × 3.
    private func drawPlaceholder(_ label: String, in rect: Rect, canvas: inout Canvas, clip: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let clusters = TextCluster.segment(label)
        if rect.width >= 3, rect.height >= 3 {
            canvas.box(rect, style: .placeholder, clip: clip)
            let inner = TextLayout.truncate(clusters, to: rect.width - 2, mode: .tail)
            let column = rect.x + 1 + (rect.width - 2 - inner.width) / 2
            canvas.text(inner, column: column, row: rect.y + rect.height / 2, clip: clip)
        } else {
            let line = TextLayout.truncate(clusters, to: rect.width, mode: .tail)
            canvas.text(line, column: rect.x, row: rect.y + (rect.height - 1) / 2, clip: clip)
        }
    }

    private func drawShape(_ shape: ShapeElement, in rect: Rect, canvas: inout Canvas, clip: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let isMark = rect.width <= 2 && rect.height == 1
        let isPill = rect.height == 1 && rect.width > 2 && (shape.form == .capsule || shape.form == .roundedRectangle)
        switch shape.style {
        case .fill:
            // A small filled circle is a dot (a status indicator) and a filled one-row
            // pill is drawn [like this]; larger fills are surfaces, which a text
            // render does not paint.
            if isMark, shape.form == .circle {
                canvas.put(scalar: 0x25CF /* ● */, column: rect.x, row: rect.y, clip: clip)
            } else if isPill {
                canvas.put(scalar: 0x5B /* [ */, column: rect.x, row: rect.y, clip: clip)
                canvas.put(scalar: 0x5D /* ] */, column: rect.maxX - 1, row: rect.y, clip: clip)
            }
        case let .stroke(weight):
            if isMark, shape.form == .circle {
                canvas.put(scalar: 0x25CB /* ○ */, column: rect.x, row: rect.y, clip: clip)
            } else if isPill {
                canvas.put(scalar: 0x28 /* ( */, column: rect.x, row: rect.y, clip: clip)
                canvas.put(scalar: 0x29 /* ) */, column: rect.maxX - 1, row: rect.y, clip: clip)
            } else {
                let rounded = shape.form != .rectangle
                canvas.box(rect, style: .make(weight: weight, rounded: rounded), clip: clip)
            }
        }
    }
}
