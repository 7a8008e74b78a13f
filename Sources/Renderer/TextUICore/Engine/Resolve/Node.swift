/// Nodes are made, laid out, drawn and printed within one render, on the main actor;
/// a `GeometryReader` makes some while layout runs there, which is how one crosses.
extension Node: @unchecked Sendable {}

/// One element of the resolved view tree: what the layout sizes and places, the canvas
/// draws, and the semantics describe.
///
/// A handle: the node's data lives in its tree's storage (`NodeStore`, owned by a
/// `NodeTree`). Making, walking and freeing the tree then costs no allocation and no
/// reference counting per node. Valid while its tree is alive; the renderer keeps the
/// tree for the whole render.
struct Node: Equatable {
    /// How the passes reach a node's element. Most elements sit in the tree's buffer and
    /// are called through `any Element`; the four that every screen is made of most
    /// (texts, stacks, paddings, frames) are held inline and called directly, without
    /// the existential's copy and dynamic dispatch at every question a pass asks. A
    /// primitive joins them when a profile of a render (`snapshot-benchmarks`, under
    /// callgrind) shows its calls through `any Element` to matter.
    ///
    /// Plain values only: a primitive is copied at every switch over it.
    enum Primitive {
        case text(TextElement)
        case stack(StackElement)
        case padding(PaddingElement)
        case frame(FrameElement)
        /// Any other element, by its place in the tree's buffer.
        case element(ElementReference)
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
    init(_ element: some Element, children: some Collection<Node> = EmptyCollection(), in context: ResolveContext) {
        self = context.tree.add(element: element, children: children)
    }

    @MainActor
    init(_ stack: StackElement, children: some Collection<Node>, in context: ResolveContext) {
        self = context.tree.add(.stack(stack), children: children)
    }

    @MainActor
    init(_ padding: PaddingElement, children: some Collection<Node>, in context: ResolveContext) {
        self = context.tree.add(.padding(padding), children: children)
    }

    @MainActor
    init(_ frame: FrameElement, children: some Collection<Node>, in context: ResolveContext) {
        self = context.tree.add(.frame(frame), children: children)
    }

    @MainActor
    init(text: consuming ResolvedText, in context: ResolveContext) {
        self = context.tree.add(text: text)
    }

    static func == (lhs: Node, rhs: Node) -> Bool {
        lhs.id == rhs.id && lhs.store == rhs.store
    }

    // Each property is read and written in place in the tree's buffers.

    /// The buffers that hold this node, at `id & NodeStore.slotMask`.
    private var slots: NodeStore.Slots { store.pointee.slotTable[id >> NodeStore.slotShift] }
    private var index: Int { id & NodeStore.slotMask }

    var primitive: Primitive {
        @inline(__always) unsafeAddress { UnsafePointer(slots.primitives + index) }
    }

    /// The resolved text at `index` in the tree, read and changed in place.
    func withText<Result>(_ index: Int, _ body: (inout ResolvedText) -> Result) -> Result {
        body(&(store.pointee.texts + index).pointee)
    }

    /// Where the stack layout keeps a child's placement.
    func placement(at index: Int) -> Node.Placement {
        store.pointee.placements[index]
    }

    /// Keeps placements for good; returns the index of the first.
    func store(_ placements: UnsafeBufferPointer<Node.Placement>) -> Int {
        store.pointee.store(placements)
    }

    var children: NodeChildren {
        let range = (slots.childRanges + index).pointee
        return NodeChildren(store: store, start: range.start, count: range.count)
    }

    var semantics: SemanticAttributes {
        unsafeAddress { UnsafePointer(slots.semantics + index) }
        nonmutating unsafeMutableAddress { slots.semantics + index }
    }

    /// The values the node carries for a custom layout; see `LayoutValueKey`.
    var layoutValues: [ObjectIdentifier: Any] {
        get { store.pointee.layoutValues[id] ?? [:] }
        nonmutating set { store.pointee.layoutValues[id] = newValue }
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

    /// The outermost node of the component this node names (see `semantics.kind`),
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
        guard traits.contains(.wrapsOneView) else { return self }
        return children.first?.semanticTarget ?? self
    }
}

/// A node's children, in order.
struct NodeChildren: RandomAccessCollection {
    let store: UnsafeMutablePointer<NodeStore>
    let start: Int
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    // Written out, as the standard library's defaults are generic: in `swift test`'s
    // unoptimized build, walking children through them was a tenth of a render.
    var indices: Range<Int> { 0..<count }
    func index(after position: Int) -> Int { position + 1 }
    func index(before position: Int) -> Int { position - 1 }
    func makeIterator() -> Iterator { Iterator(children: self) }

    struct Iterator: IteratorProtocol {
        let children: NodeChildren
        var position = 0

        mutating func next() -> Node? {
            guard position < children.count else { return nil }
            defer { position += 1 }
            return children[position]
        }
    }

    subscript(position: Int) -> Node {
        precondition(position >= 0 && position < count, "child index out of range")
        return Node(store: store, id: store.pointee.childIDs[start + position])
    }
}
