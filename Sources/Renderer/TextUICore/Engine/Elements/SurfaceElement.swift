/// A fill behind a view, in a shape: what turns a group of views into a card. Made by
/// `.background(_:)` and `.background(_:in:)` with a shape style (`SurfaceElement`), and
/// by a background or overlay that is a filled shape or a color (`LayerElement`).
///
/// A text render paints no fill, so a surface draws its shape's outline around its
/// frame instead, under its content, by one rule (the README's "Cards"):
///
/// - the frame leaves room for it: nothing the content draws is on the frame's edge
///   cells (a padded card); a one-row rounded fill with a free column on each side is a
///   pill, drawn `[ … ]`;
/// - it is not the page: a fill as wide as the screen, one that matches the surface it
///   is on (or the screen's own background), and a clear one draw nothing.
///
/// Rounded rectangles, capsules and circles draw `╭╮╰╯`, rectangles `┌┐└┘`; a
/// `.clipShape(_:)` or `.cornerRadius(_:)` around a rectangular fill gives it the clip's
/// corners, as on the device.
struct Surface: Equatable {
    var form: ShapeElement.Form
    /// The fill, as the semantics print it (`surfacePrimary`, `#333844`).
    var fill: Paint?
    /// A fill the content sits on, never outlined: a grouped list's background.
    var isBackdrop = false

    /// Fills that are the screen's own background, or nothing at all.
    private static let invisible: Set<Paint> = [.named("background"), .named("systemBackground"), .named("clear")]

    /// Draws the outline for a fill over `rect` (the frame as drawn) behind `content`,
    /// and paints the fill where the render paints colors.
    func drawOutline(in rect: Rect, frame: Rect, content: Node, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        // The fill under the content, which is drawn in the scheme's text color on it
        // unless it has a color of its own; the outline, if drawn, in the separator's.
        if var colors = canvas.colors, let fill, fill.ungrouped != pass.surfaceFill?.ungrouped, let color = colors.rgb(for: fill, over: rect) {
            canvas.colors = nil
            colors.paint(rect, clip: clip, foreground: ColorPalette.text(dark: colors.isDark), background: color)
            canvas.colors = colors
        }
        guard let outline = outlineCells(in: rect, frame: frame, content: content, pass: pass) else { return }
        if var colors = canvas.colors {
            canvas.colors = nil
            for cells in outline.painted {
                colors.paint(cells, clip: clip, foreground: ColorPalette.outline(dark: colors.isDark), background: nil)
            }
            canvas.colors = colors
        }
        switch outline {
        case .box:
            canvas.box(rect, style: .make(weight: .light, rounded: form != .rectangle), clip: clip)
        case .brackets:
            canvas.put(scalar: 0x5B /* [ */, column: rect.x, row: rect.y, clip: clip)
            canvas.put(scalar: 0x5D /* ] */, column: rect.maxX - 1, row: rect.y, clip: clip)
        }
    }

    /// What outline the fill gets, by the rule above: a box, brackets around a pill, or
    /// none.
    private func outlineCells(in rect: Rect, frame: Rect, content: Node, pass: DrawPass) -> Outline? {
        guard !isBackdrop, rect.width >= 3, rect.width < pass.pageWidth ?? .max, isVisible(on: pass.surfaceFill) else { return nil }
        guard let ink = content.inkBounds() else { return nil }
        if rect.height >= 3 {
            let inner = Rect(x: frame.x + 1, y: frame.y + 1, width: frame.width - 2, height: frame.height - 2)
            return inner.encloses(ink) ? .box(rect) : nil
        } else if rect.height == 1, form != .rectangle {
            let inner = Rect(x: frame.x + 1, y: frame.y, width: frame.width - 2, height: 1)
            return inner.encloses(ink) ? .brackets(rect) : nil
        }
        return nil
    }

    private enum Outline {
        case box(Rect)
        case brackets(Rect)

        /// The cells the outline's characters take.
        var painted: [Rect] {
            switch self {
            case let .box(rect):
                [
                    Rect(x: rect.x, y: rect.y, width: rect.width, height: 1),
                    Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1),
                    Rect(x: rect.x, y: rect.y, width: 1, height: rect.height),
                    Rect(x: rect.maxX - 1, y: rect.y, width: 1, height: rect.height),
                ]
            case let .brackets(rect):
                [Rect(x: rect.x, y: rect.y, width: 1, height: 1), Rect(x: rect.maxX - 1, y: rect.y, width: 1, height: 1)]
            }
        }
    }

    /// False for a fill a reviewer would not see as a shape: none, the screen's own
    /// background, or the same as the surface it is drawn on.
    func isVisible(on behind: Paint?) -> Bool {
        guard let fill = fill?.ungrouped else { return false }
        return fill != behind?.ungrouped && !Self.invisible.contains(fill)
    }

    /// The pass for the content: it is drawn on this fill.
    func pass(over pass: DrawPass) -> DrawPass {
        guard let fill, isVisible(on: pass.surfaceFill) else { return pass }
        var inner = pass
        inner.surfaceFill = fill
        return inner
    }
}

extension Surface {
    /// The surface a background or overlay view makes, if it is a fill: a shape filled
    /// with a style, a color, a gradient.
    init?(filling layer: Node) {
        guard case .element = layer.primitive, layer.children.isEmpty else { return nil }
        switch layer.element {
        case let shape as ShapeElement:
            guard shape.style == .fill, !shape.form.isCustom else { return nil }
            self.init(form: shape.form, fill: layer.semantics.color)
        case let fill as FillElement:
            guard let paint = fill.fill ?? layer.semantics.color else { return nil }
            self.init(form: .rectangle, fill: paint)
        default:
            return nil
        }
    }
}

extension ShapeElement.Form {
    var isCustom: Bool {
        if case .custom = self { true } else { false }
    }
}

extension Node {
    /// A clip shape around a rectangular fill gives the fill its corners:
    /// `.background(color).clipShape(RoundedRectangle(cornerRadius: 16))` is a rounded card.
    func roundSurface(to form: ShapeElement.Form) {
        guard form != .rectangle, !form.isCustom, case let .element(reference) = primitive else { return }
        let elements = store.pointee.elements
        switch elements[reference.index] {
        case var surface as SurfaceElement where surface.surface.form == .rectangle:
            surface.surface.form = form
            elements[reference.index] = surface
        case var layer as LayerElement where layer.surface?.form == .rectangle:
            layer.surface?.form = form
            elements[reference.index] = layer
        default:
            break
        }
    }
}

/// `.background(style)` and `.background(style, in: shape)`: a surface around one view.
struct SurfaceElement: WrapperElement {
    var surface: Surface

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        let content = node.children[0]
        surface.drawOutline(in: rect, frame: node.frame, content: content, into: &canvas, clip: clip, pass: pass)
        surface.pass(over: pass).draw(content, into: &canvas, clip: clip)
    }
}

extension Rect {
    /// True when `other` lies wholly inside.
    func encloses(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let left = min(x, other.x), top = min(y, other.y)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }
}

extension Node {
    /// Where the node's content draws something: the frames of the views under it that
    /// leave a mark (texts, images, shapes, controls), not the room stacks, paddings,
    /// frames and spacers only take. Nil when nothing is drawn.
    func inkBounds() -> Rect? {
        let children = children
        if children.isEmpty {
            let frame = frame
            guard frame.width > 0, frame.height > 0, !traits.contains(.isSpacer) else { return nil }
            if case .element = primitive, element is FillElement { return nil }
            return frame
        }
        var bounds: Rect?
        for child in children {
            guard let ink = child.inkBounds() else { continue }
            bounds = bounds.map { $0.union(ink) } ?? ink
        }
        return bounds
    }
}
