/// One element of the resolved view tree: what the layout sizes and places, the canvas
/// draws, and the semantics describe.
///
/// A handle: the node's data lives in its tree's buffer (see `NodeTree`). Making,
/// walking and freeing the tree then costs no allocation and no reference counting per
/// node, which had been a third of a render. Valid while its tree is alive; the renderer
/// keeps the tree for the whole render.
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
        case padding(EdgeInsets)
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
    }

    unowned(unsafe) let tree: NodeTree
    let id: Int

    init(tree: NodeTree, id: Int) {
        self.tree = tree
        self.id = id
    }

    /// A new node in the tree of the render being resolved.
    @MainActor
    init(_ kind: Kind, children: [Node] = [], in context: ResolveContext) {
        self = context.tree.add(kind, children: children)
    }

    @MainActor
    init(text: TextElement, in context: ResolveContext) {
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
        lhs.id == rhs.id && lhs.tree === rhs.tree
    }

    // Each property is read and written in place in the tree's buffers.

    var kind: Kind {
        unsafeAddress { UnsafePointer(tree.kinds + id) }
    }

    var children: NodeChildren {
        NodeChildren(tree: tree, start: tree.childRanges[id].start, count: tree.childRanges[id].count)
    }

    var semantics: SemanticAttributes {
        unsafeAddress { UnsafePointer(tree.semantics + id) }
        nonmutating unsafeMutableAddress { tree.semantics + id }
    }

    var layoutPriority: Double {
        unsafeAddress { UnsafePointer(tree.layoutPriorities + id) }
        nonmutating unsafeMutableAddress { tree.layoutPriorities + id }
    }

    /// Sizes already computed for a proposal: a few per node, kept inline (no
    /// allocation); older entries make room for newer ones.
    var sizeCache: SizeCache {
        unsafeAddress { UnsafePointer(tree.sizeCaches + id) }
        nonmutating unsafeMutableAddress { tree.sizeCaches + id }
    }

    /// Where layout placed the node, in screen cells.
    var frame: Rect {
        unsafeAddress { UnsafePointer(tree.frames + id) }
        nonmutating unsafeMutableAddress { tree.frames + id }
    }

    /// The stack layout computed last, reused when the same proposal places it.
    var lastStackLayout: (ProposedSize, StackLayoutResult)? {
        unsafeAddress { UnsafePointer(tree.stackLayouts + id) }
        nonmutating unsafeMutableAddress { tree.stackLayouts + id }
    }

    /// The outermost node of the component this node names (see `semanticsKind`),
    /// whose frame is the size the semantics print.
    var sizeHost: Node? {
        get { tree.sizeHosts[id] < 0 ? nil : Node(tree: tree, id: tree.sizeHosts[id]) }
        nonmutating set { tree.sizeHosts[id] = newValue?.id ?? -1 }
    }

    /// Set by the scroll view layout: the full height (or width) of the content.
    var contentSize: Size? {
        unsafeAddress { UnsafePointer(tree.contentSizes + id) }
        nonmutating unsafeMutableAddress { tree.contentSizes + id }
    }

    /// The node that identifiers, labels and flags attach to: layout wrappers (padding,
    /// frames, backgrounds) pass them to the view they wrap, so `.padding().id("x")`
    /// names the text, not the padding.
    var semanticTarget: Node {
        switch kind {
        case .padding, .frame, .fixedSize, .background, .overlay, .clip:
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

/// The nodes of one render: each property of every node in a buffer of its own, indexed
/// by the node's id, and the children of each node as a run of ids in one more. Nodes are
/// added while views resolve and all freed together with the tree.
final class NodeTree {
    @exclusivity(unchecked) private(set) var kinds: UnsafeMutablePointer<Node.Kind>
    @exclusivity(unchecked) private(set) var childRanges: UnsafeMutablePointer<(start: Int, count: Int)>
    @exclusivity(unchecked) private(set) var semantics: UnsafeMutablePointer<SemanticAttributes>
    @exclusivity(unchecked) private(set) var layoutPriorities: UnsafeMutablePointer<Double>
    @exclusivity(unchecked) private(set) var sizeCaches: UnsafeMutablePointer<SizeCache>
    @exclusivity(unchecked) private(set) var frames: UnsafeMutablePointer<Rect>
    @exclusivity(unchecked) private(set) var stackLayouts: UnsafeMutablePointer<(ProposedSize, Node.StackLayoutResult)?>
    @exclusivity(unchecked) private(set) var sizeHosts: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private(set) var contentSizes: UnsafeMutablePointer<Size?>
    @exclusivity(unchecked) private(set) var childIDs: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private(set) var texts: [TextElement] = []
    @exclusivity(unchecked) private(set) var images: [ImageElement] = []
    @exclusivity(unchecked) private(set) var textFields: [TextFieldElement] = []
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var childCount = 0
    @exclusivity(unchecked) private var childCapacity: Int

    init(capacity: Int = 128) {
        self.capacity = capacity
        kinds = .allocate(capacity: capacity)
        childRanges = .allocate(capacity: capacity)
        semantics = .allocate(capacity: capacity)
        layoutPriorities = .allocate(capacity: capacity)
        sizeCaches = .allocate(capacity: capacity)
        frames = .allocate(capacity: capacity)
        stackLayouts = .allocate(capacity: capacity)
        sizeHosts = .allocate(capacity: capacity)
        contentSizes = .allocate(capacity: capacity)
        childCapacity = capacity
        childIDs = .allocate(capacity: capacity)
    }

    deinit {
        Self.free(kinds, count)
        Self.free(childRanges, count)
        Self.free(semantics, count)
        Self.free(layoutPriorities, count)
        Self.free(sizeCaches, count)
        Self.free(frames, count)
        Self.free(stackLayouts, count)
        Self.free(sizeHosts, count)
        Self.free(contentSizes, count)
        Self.free(childIDs, childCount)
    }

    /// Adds a node. Its children must already be in this tree.
    func add(_ kind: Node.Kind, children: [Node]) -> Node {
        if count == capacity { grow() }
        if childCount + children.count > childCapacity {
            let grown = max(childCapacity * 2, childCount + children.count)
            childIDs = Self.move(childIDs, childCount, to: grown)
            childCapacity = grown
        }
        let start = childCount
        for child in children {
            assert(child.tree === self, "a node's children belong to its tree")
            (childIDs + childCount).initialize(to: child.id)
            childCount += 1
        }
        let id = count
        (kinds + id).initialize(to: kind)
        (childRanges + id).initialize(to: (start, children.count))
        (semantics + id).initialize(to: SemanticAttributes())
        (layoutPriorities + id).initialize(to: 0)
        (sizeCaches + id).initialize(to: SizeCache())
        (frames + id).initialize(to: .zero)
        (stackLayouts + id).initialize(to: nil)
        (sizeHosts + id).initialize(to: -1)
        (contentSizes + id).initialize(to: nil)
        count += 1
        return Node(tree: self, id: id)
    }

    func add(text: TextElement) -> Node {
        texts.append(text)
        return add(.text(texts.count - 1), children: [])
    }

    func add(image: ImageElement) -> Node {
        images.append(image)
        return add(.image(images.count - 1), children: [])
    }

    func add(textField: TextFieldElement) -> Node {
        textFields.append(textField)
        return add(.textField(textFields.count - 1), children: [])
    }

    private func grow() {
        let grown = capacity * 2
        kinds = Self.move(kinds, count, to: grown)
        childRanges = Self.move(childRanges, count, to: grown)
        semantics = Self.move(semantics, count, to: grown)
        layoutPriorities = Self.move(layoutPriorities, count, to: grown)
        sizeCaches = Self.move(sizeCaches, count, to: grown)
        frames = Self.move(frames, count, to: grown)
        stackLayouts = Self.move(stackLayouts, count, to: grown)
        sizeHosts = Self.move(sizeHosts, count, to: grown)
        contentSizes = Self.move(contentSizes, count, to: grown)
        capacity = grown
    }

    private static func move<T>(_ buffer: UnsafeMutablePointer<T>, _ count: Int, to capacity: Int) -> UnsafeMutablePointer<T> {
        let moved = UnsafeMutablePointer<T>.allocate(capacity: capacity)
        moved.moveInitialize(from: buffer, count: count)
        buffer.deallocate()
        return moved
    }

    private static func free<T>(_ buffer: UnsafeMutablePointer<T>, _ count: Int) {
        buffer.deinitialize(count: count)
        buffer.deallocate()
    }
}

/// A node's children, in order.
struct NodeChildren: RandomAccessCollection {
    unowned(unsafe) let tree: NodeTree
    let start: Int
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Node {
        precondition(position >= 0 && position < count, "child index out of range")
        return Node(tree: tree, id: tree.childIDs[start + position])
    }
}

/// Insets in cells.
struct EdgeInsets: Equatable {
    var top = 0
    var leading = 0
    var bottom = 0
    var trailing = 0
}

struct StackElement {
    var axis: Axis
    var horizontalAlignment: HorizontalAlignment
    var verticalAlignment: VerticalAlignment
    var spacing: Int
}

/// A frame's bounds in cells. Stored as 32-bit lengths, `nil` as a value no length
/// takes, so that a node's kind stays small: it is copied at every switch over it.
struct FrameElement {
    private var lengths: (Int32, Int32, Int32, Int32, Int32, Int32)
    var alignment: Alignment

    init(minWidth: Int?, idealWidth: Int?, maxWidth: Int?, minHeight: Int?, idealHeight: Int?, maxHeight: Int?, alignment: Alignment) {
        lengths = (Self.store(minWidth), Self.store(idealWidth), Self.store(maxWidth), Self.store(minHeight), Self.store(idealHeight), Self.store(maxHeight))
        self.alignment = alignment
    }

    var minWidth: Int? { Self.load(lengths.0) }
    var idealWidth: Int? { Self.load(lengths.1) }
    var maxWidth: Int? { Self.load(lengths.2) }
    var minHeight: Int? { Self.load(lengths.3) }
    var idealHeight: Int? { Self.load(lengths.4) }
    var maxHeight: Int? { Self.load(lengths.5) }

    private static let none = Int32.min

    private static func store(_ length: Int?) -> Int32 {
        guard let length else { return none }
        return Int32(clamping: length)
    }

    private static func load(_ length: Int32) -> Int? {
        length == none ? nil : Int(length)
    }
}

struct TextFieldElement {
    var text: String
    var placeholder: String
    var isSearch: Bool
}

/// The (proposal, size) pairs of a node: the first four inline, with no allocation,
/// the rest in an array.
struct SizeCache {
    private var entries: (Entry, Entry, Entry, Entry) = (.empty, .empty, .empty, .empty)
    private var count = 0
    private var more: [Entry] = []

    struct Entry {
        var proposal: ProposedSize
        var size: Size

        static let empty = Entry(proposal: ProposedSize(width: -1, height: -1), size: .zero)
    }

    /// Mutating only so that it runs in place: a node's cache lives in its tree's buffer,
    /// and a non-mutating call copied all 200 bytes of it first.
    mutating func size(for proposal: ProposedSize) -> Size? {
        // Most lookups miss (a node is asked each proposal once or twice): stop at the
        // entries in use.
        guard count > 0 else { return nil }
        if entries.0.proposal == proposal { return entries.0.size }
        guard count > 1 else { return nil }
        if entries.1.proposal == proposal { return entries.1.size }
        guard count > 2 else { return nil }
        if entries.2.proposal == proposal { return entries.2.size }
        guard count > 3 else { return nil }
        if entries.3.proposal == proposal { return entries.3.size }
        guard count > 4 else { return nil }
        for entry in more where entry.proposal == proposal { return entry.size }
        return nil
    }

    mutating func store(_ size: Size, for proposal: ProposedSize) {
        let entry = Entry(proposal: proposal, size: size)
        switch count {
        case 0: entries.0 = entry
        case 1: entries.1 = entry
        case 2: entries.2 = entry
        case 3: entries.3 = entry
        default: more.append(entry)
        }
        count += 1
    }
}
