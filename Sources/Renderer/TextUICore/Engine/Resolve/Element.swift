/// A primitive of the view layer: how it sizes, places, draws, clips and describes
/// itself, in its one file. An element any view can be or be wrapped in is under
/// `Engine/Elements/` (texts, stacks, frames, clips, surfaces, fills…), and the views
/// and modifiers SwiftUI declares that make it are under `API/`; an element only one
/// view makes sits beside that view, in its folder under `Features/` (a list's
/// sections, a grid's rows, a slider's track). The renderer's passes (layout, drawing,
/// overflow, semantics) ask a node's element and do nothing else, so a new primitive is
/// one element, its API and its tests. (Texts, stacks, paddings and frames are also
/// called without `any Element`: see `Node.Primitive`.)
///
/// `isSpacer`, `clipsChildren`, `scrollAxes`, `line` and `wrapsOneView` are read once,
/// when the node is made (`ElementTraits`): they are fixed for an element's value.
///
/// Words: an *element* is the primitive; its *kind* is the name its semantics line
/// starts with (`Text`, `VStack`, `DSCard`), which a view may override with
/// `semantics.kind`. A kind is only printed: where the layout depends on what a node
/// is (a section in a list, a row in a grid), it asks the element's type.
protocol Element {
    /// The size the element takes for `proposal`; its children are there to ask.
    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size

    /// True for a spacer: stacks give it only what their other children leave.
    var isSpacer: Bool { get }

    /// Places the children once the node's own frame is fixed. By default each child is
    /// offered the whole frame and placed at its top-left corner.
    func placeChildren(of node: Node, proposal: ProposedSize)

    /// Draws the element in `rect` (its frame, moved by any unrolled scroll view), then
    /// its children through `pass`. By default the children, in order, over nothing.
    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass)

    /// True for an element that cuts its children off at its frame on purpose
    /// (`.clipped()`): what is cut there is not overflow. A scroll view cuts off across
    /// its `scrollAxes` and lets content go on along them.
    var clipsChildren: Bool { get }

    /// The axes along which its content scrolls: a device render unrolls the first
    /// vertical scroll view whose content is taller than it.
    var scrollAxes: Axis.Set { get }

    /// The name its semantics line starts with.
    var kind: String { get }

    /// Whether the element has a semantics line of its own whatever its attributes (a
    /// text, an image), or only when something makes it notable (a stack with an
    /// identifier). Without a line, its children rise a level.
    var line: SemanticsLinePresence { get }

    /// Whether its line prints its size.
    var size: SemanticsSizePresence { get }

    /// True for a wrapper of one view: identifiers and flags set around it go to the
    /// view it wraps, as they do through padding and frames.
    var wrapsOneView: Bool { get }

    /// Writes the quoted text of its line, with the space before it; returns the whole
    /// text when what shows is cut (a truncated text). By default the text the
    /// semantics carry (a label's title), if any.
    func writeText(of node: Node, into writer: inout RenderWriter) -> String?

    /// What a screen reader reads of it as one piece, if it is a text.
    func readableText(of node: Node) -> String?
}

/// See `Element.line`.
enum SemanticsLinePresence {
    case always
    case whenNotable
}

/// See `Element.size`.
enum SemanticsSizePresence {
    /// Images and shapes: they have no text to measure them by.
    case always
    /// Texts, fields, scroll views: their text or content says it.
    case never
    /// Containers: when a view names them (`semantics.kind`), unless it says the name
    /// prints no size (`semantics.namePrintsSize`).
    case whenNamed
}

extension Element {
    func placeChildren(of node: Node, proposal: ProposedSize) {
        let frame = node.frame
        for child in node.children {
            child.place(at: (frame.x, frame.y), proposal: ProposedSize(width: frame.width, height: frame.height))
        }
    }

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        pass.drawChildren(of: node, into: &canvas, clip: clip)
    }

    var clipsChildren: Bool { false }

    var isSpacer: Bool { false }

    var scrollAxes: Axis.Set { Axis.Set(rawValue: 0) }

    var kind: String { "Group" }

    var line: SemanticsLinePresence { .whenNotable }

    var size: SemanticsSizePresence { .whenNamed }

    var wrapsOneView: Bool { false }

    func writeText(of node: Node, into writer: inout RenderWriter) -> String? {
        guard let text = node.semantics.text else { return nil }
        writer.append(byte: UInt8(ascii: " "))
        writer.appendQuoted(text)
        return nil
    }

    func readableText(of node: Node) -> String? { nil }
}

/// An element around one view that takes its view's size and place: it only clips,
/// names or fills it (`clipped`, a tab's item, a background's surface).
protocol WrapperElement: Element {}

extension WrapperElement {
    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        node.children[0].sizeThatFits(proposal)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        node.children[0].place(at: (node.frame.x, node.frame.y), proposal: proposal)
    }

    var wrapsOneView: Bool { true }
}

/// One drawing pass over the tree: where an unrolled scroll view moves what is below it.
struct DrawPass {
    let unrolling: Unrolling
    /// Inside the unrolled scroll view, positions are already those of the full content.
    var isInsideUnrolled: Bool
    /// The screen's width, where the render is a screen: a fill as wide is the page's,
    /// not a card's (see `Surface`). Nil for a component, which is all card.
    var pageWidth: Int?
    /// The fill the nodes drawn now are on, if a surface's.
    var surfaceFill: Paint?

    func draw(_ node: Node, into canvas: inout CellCanvas, clip: Rect) {
        node.draw(into: &canvas, clip: clip, pass: self)
    }

    /// Draws the children of `node` in order, each under the next.
    func drawChildren(of node: Node, into canvas: inout CellCanvas, clip: Rect) {
        for child in node.children {
            child.draw(into: &canvas, clip: clip, pass: self)
        }
    }
}

extension NodeChildren {
    /// Puts `child` in the place of the child at `position`: for an element whose
    /// content is made during layout (a `GeometryReader`'s, for the size it is given),
    /// which the passes after layout then find as any child.
    func replace(at position: Int, with child: Node) {
        precondition(position >= 0 && position < count, "child index out of range")
        store.pointee.childIDs[start + position] = child.id
    }
}
