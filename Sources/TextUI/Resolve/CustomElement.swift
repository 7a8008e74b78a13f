/// A primitive with its own layout, drawing and semantics, all in one file: conform,
/// and make its node with `Node(element:children:in:)`. The renderer's passes ask the
/// element; nothing else needs to know it exists.
///
/// TextUI's oldest primitives (texts, stacks, frames…) are cases of `Node.Kind` that
/// the passes switch over, kept so for speed; new ones are elements.
protocol CustomElement {
    /// The size the element takes for `proposal`; its children are there to ask.
    func sizeThatFits(_ proposal: ProposedSize, children: NodeChildren) -> Size

    /// Places each child once the element's own frame is fixed. By default each child
    /// is offered the whole frame and placed at its top-left corner.
    func placeChildren(_ children: NodeChildren, in frame: Rect, proposal: ProposedSize)

    /// Draws the element and its children; `drawChild` draws one child where it was
    /// placed. By default the children are drawn in order, over nothing of its own.
    func draw(in rect: Rect, canvas: inout Canvas, clip: Rect, children: NodeChildren, drawChild: (Node, inout Canvas, Rect) -> Void)

    /// The kind the semantics print, or nil for an element that prints no line of its
    /// own (its children rise a level, as a plain stack's do).
    var semanticsKind: String? { get }

    /// True for a wrapper of one view: identifiers and flags set around it go to the
    /// view it wraps, as they do through padding and frames.
    var wrapsOneView: Bool { get }
}

extension CustomElement {
    func placeChildren(_ children: NodeChildren, in frame: Rect, proposal: ProposedSize) {
        for child in children {
            child.place(at: (frame.x, frame.y), proposal: ProposedSize(width: frame.width, height: frame.height))
        }
    }

    func draw(in rect: Rect, canvas: inout Canvas, clip: Rect, children: NodeChildren, drawChild: (Node, inout Canvas, Rect) -> Void) {
        for child in children { drawChild(child, &canvas, clip) }
    }

    var semanticsKind: String? { nil }

    var wrapsOneView: Bool { false }
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

extension Node {
    /// A node drawn by a custom element.
    @MainActor
    init(element: any CustomElement, children: some Collection<Node> = [], in context: ResolveContext) {
        self = context.tree.add(element: element, children: children)
    }

    func element(_ index: Int) -> any CustomElement { store.pointee.elements[index] }
}
