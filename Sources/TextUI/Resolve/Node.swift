/// Nodes are made, laid out, drawn and printed within one render, on the main actor;
/// a `GeometryReader` makes some while layout runs there, which is how one crosses.
extension Node: @unchecked Sendable {}

/// One element of the resolved view tree: what the layout sizes and places, the canvas
/// draws, and the semantics describe.
///
/// A handle: the node's data lives in its tree's storage (`NodeStore`, owned by a
/// `NodeTree`). Making, walking and freeing the tree then costs no allocation and no
/// reference counting per node, which had been a third of a render. Valid while its
/// tree is alive; the renderer keeps the tree for the whole render.
struct Node: Equatable {
    /// Plain values only: a kind is copied at every switch over it, so texts, images and
    /// fields, which hold strings and caches, are kept in the tree and named by index.
    enum Kind {
        case text(Int)
        case image(Int)
        case stack(StackElement)
        case zstack(Alignment)
        case spacer(minLength: Int, axis: Axis?)
        case divider(lineAxis: Axis)
        case scroll(Axis.Set)
        case padding(CellInsets)
        case frame(FrameElement)
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// children[0] is the content, children[1] the layer drawn behind it.
        case background(Alignment)
        /// children[0] is the content, children[1] the layer drawn over it.
        case overlay(Alignment)
        case shape(ShapeElement)
        /// `Color.clear`: fills what it is offered, draws nothing.
        case fill
        case textField(Int)
        case progress
        /// Clips its single child to its own frame.
        case clip
        /// Laid out, drawn and described by a `CustomElement` of the tree, by index.
        case custom(Int)
    }

    /// The storage of the node's tree: a plain pointer, so that reading a node's data
    /// never retains or releases the tree (through a class reference, every access did).
    let store: UnsafeMutablePointer<NodeStore>
    let id: Int

    init(store: UnsafeMutablePointer<NodeStore>, id: Int) {
        self.store = store
        self.id = id
    }

    /// A new node in the tree of the render being resolved.
    @MainActor
    init(_ kind: Kind, children: some Collection<Node> = [], in context: ResolveContext) {
        self = context.tree.add(kind, children: children)
    }

    @MainActor
    init(text: consuming TextElement, in context: ResolveContext) {
        self = context.tree.add(text: text)
    }

    @MainActor
    init(image: ImageElement, in context: ResolveContext) {
        self = context.tree.add(image: image)
    }

    @MainActor
    init(textField: TextFieldElement, in context: ResolveContext) {
        self = context.tree.add(textField: textField)
    }

    static func == (lhs: Node, rhs: Node) -> Bool {
        lhs.id == rhs.id && lhs.store == rhs.store
    }

    // Each property is read and written in place in the tree's buffers.

    /// The buffers that hold this node, at `id & NodeStore.slotMask`.
    private var slots: NodeStore.Slots { store.pointee.slotTable[id >> NodeStore.slotShift] }
    private var index: Int { id & NodeStore.slotMask }

    /// The text of a `.text` node, by the index its kind holds; in place.
    func text(_ index: Int) -> UnsafeMutablePointer<TextElement> { store.pointee.texts + index }
    func image(_ index: Int) -> ImageElement { store.pointee.images[index] }
    func textField(_ index: Int) -> TextFieldElement { store.pointee.textFields[index] }

    var kind: Kind {
        unsafeAddress { UnsafePointer(slots.kinds + index) }
    }

    var children: NodeChildren {
        let range = (slots.childRanges + index).pointee
        return NodeChildren(store: store, start: range.start, count: range.count)
    }

    var semantics: SemanticAttributes {
        unsafeAddress { UnsafePointer(slots.semantics + index) }
        nonmutating unsafeMutableAddress { slots.semantics + index }
    }

    var layoutPriority: Double {
        unsafeAddress { UnsafePointer(slots.layoutPriorities + index) }
        nonmutating unsafeMutableAddress { slots.layoutPriorities + index }
    }

    /// Sizes already computed for a proposal: a few per node, kept inline (no
    /// allocation); older entries make room for newer ones.
    var sizeCache: SizeCache {
        unsafeAddress { UnsafePointer(slots.sizeCaches + index) }
        nonmutating unsafeMutableAddress { slots.sizeCaches + index }
    }

    /// Where layout placed the node, in screen cells.
    var frame: Rect {
        unsafeAddress { UnsafePointer(slots.frames + index) }
        nonmutating unsafeMutableAddress { slots.frames + index }
    }

    /// The stack layout computed last, reused when the same proposal places it.
    var lastStackLayout: StackLayoutResult? {
        unsafeAddress { UnsafePointer(slots.stackLayouts + index) }
        nonmutating unsafeMutableAddress { slots.stackLayouts + index }
    }

    /// The outermost node of the component this node names (see `semanticsKind`),
    /// whose frame is the size the semantics print.
    var sizeHost: Node? {
        get {
            let host = (slots.sizeHosts + index).pointee
            return host < 0 ? nil : Node(store: store, id: host)
        }
        nonmutating set { (slots.sizeHosts + index).pointee = newValue?.id ?? -1 }
    }

    /// Set by the scroll view layout: the full height (or width) of the content.
    var contentSize: Size? {
        unsafeAddress { UnsafePointer(slots.contentSizes + index) }
        nonmutating unsafeMutableAddress { slots.contentSizes + index }
    }

    /// The node that identifiers, labels and flags attach to: layout wrappers (padding,
    /// frames, backgrounds) pass them to the view they wrap, so `.padding().id("x")`
    /// names the text, not the padding.
    var semanticTarget: Node {
        switch kind {
        case .padding, .frame, .fixedSize, .background, .overlay, .clip:
            return children.first?.semanticTarget ?? self
        case let .custom(index) where element(index).wrapsOneView:
            return children.first?.semanticTarget ?? self
        default:
            return self
        }
    }

    /// True when children draw last to first (a background's layer before its content).
    var drawsChildrenReversed: Bool {
        if case .background = kind { return true }
        return false
    }
}

/// A node's children, in order.
struct NodeChildren: RandomAccessCollection {
    let store: UnsafeMutablePointer<NodeStore>
    let start: Int
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Node {
        precondition(position >= 0 && position < count, "child index out of range")
        return Node(store: store, id: store.pointee.childIDs[start + position])
    }
}
