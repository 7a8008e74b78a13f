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
    init(_ kind: Kind, children: some Collection<Node> = [], in context: ResolveContext) {
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
        unsafeAddress { UnsafePointer(tree.slots(id).kinds + id & NodeTree.slotMask) }
    }

    var children: NodeChildren {
        let range = (tree.slots(id).childRanges + id & NodeTree.slotMask).pointee
        return NodeChildren(tree: tree, start: range.start, count: range.count)
    }

    var semantics: SemanticAttributes {
        unsafeAddress { UnsafePointer(tree.slots(id).semantics + id & NodeTree.slotMask) }
        nonmutating unsafeMutableAddress { tree.slots(id).semantics + id & NodeTree.slotMask }
    }

    var layoutPriority: Double {
        unsafeAddress { UnsafePointer(tree.slots(id).layoutPriorities + id & NodeTree.slotMask) }
        nonmutating unsafeMutableAddress { tree.slots(id).layoutPriorities + id & NodeTree.slotMask }
    }

    /// Sizes already computed for a proposal: a few per node, kept inline (no
    /// allocation); older entries make room for newer ones.
    var sizeCache: SizeCache {
        unsafeAddress { UnsafePointer(tree.slots(id).sizeCaches + id & NodeTree.slotMask) }
        nonmutating unsafeMutableAddress { tree.slots(id).sizeCaches + id & NodeTree.slotMask }
    }

    /// Where layout placed the node, in screen cells.
    var frame: Rect {
        unsafeAddress { UnsafePointer(tree.slots(id).frames + id & NodeTree.slotMask) }
        nonmutating unsafeMutableAddress { tree.slots(id).frames + id & NodeTree.slotMask }
    }

    /// The stack layout computed last, reused when the same proposal places it.
    var lastStackLayout: StackLayoutResult? {
        unsafeAddress { UnsafePointer(tree.slots(id).stackLayouts + id & NodeTree.slotMask) }
        nonmutating unsafeMutableAddress { tree.slots(id).stackLayouts + id & NodeTree.slotMask }
    }

    /// The outermost node of the component this node names (see `semanticsKind`),
    /// whose frame is the size the semantics print.
    var sizeHost: Node? {
        get {
            let host = (tree.slots(id).sizeHosts + id & NodeTree.slotMask).pointee
            return host < 0 ? nil : Node(tree: tree, id: host)
        }
        nonmutating set { (tree.slots(id).sizeHosts + id & NodeTree.slotMask).pointee = newValue?.id ?? -1 }
    }

    /// Set by the scroll view layout: the full height (or width) of the content.
    var contentSize: Size? {
        unsafeAddress { UnsafePointer(tree.slots(id).contentSizes + id & NodeTree.slotMask) }
        nonmutating unsafeMutableAddress { tree.slots(id).contentSizes + id & NodeTree.slotMask }
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

/// The nodes of one render. Each property of every node is kept in a buffer of its own,
/// indexed by the node's id, in slots of 128 nodes that never move once made (growing
/// one buffer by copying had cost more than everything else the tree saves). The
/// children of each node are a run of ids in one more buffer. Nodes are added while
/// views resolve and all freed together with the tree.
final class NodeTree {
    /// The buffers of 128 nodes.
    struct Slots {
        let kinds: UnsafeMutablePointer<Node.Kind>
        let childRanges: UnsafeMutablePointer<(start: Int, count: Int)>
        let semantics: UnsafeMutablePointer<SemanticAttributes>
        let layoutPriorities: UnsafeMutablePointer<Double>
        let sizeCaches: UnsafeMutablePointer<SizeCache>
        let frames: UnsafeMutablePointer<Rect>
        let stackLayouts: UnsafeMutablePointer<Node.StackLayoutResult?>
        let sizeHosts: UnsafeMutablePointer<Int>
        let contentSizes: UnsafeMutablePointer<Size?>

        init() {
            kinds = .allocate(capacity: NodeTree.slotCount)
            childRanges = .allocate(capacity: NodeTree.slotCount)
            semantics = .allocate(capacity: NodeTree.slotCount)
            layoutPriorities = .allocate(capacity: NodeTree.slotCount)
            sizeCaches = .allocate(capacity: NodeTree.slotCount)
            frames = .allocate(capacity: NodeTree.slotCount)
            stackLayouts = .allocate(capacity: NodeTree.slotCount)
            sizeHosts = .allocate(capacity: NodeTree.slotCount)
            contentSizes = .allocate(capacity: NodeTree.slotCount)
        }

        /// Frees the buffers, whose first `count` nodes are made.
        func free(count: Int) {
            NodeTree.free(kinds, count)
            NodeTree.free(childRanges, count)
            NodeTree.free(semantics, count)
            NodeTree.free(layoutPriorities, count)
            NodeTree.free(sizeCaches, count)
            NodeTree.free(frames, count)
            NodeTree.free(stackLayouts, count)
            NodeTree.free(sizeHosts, count)
            NodeTree.free(contentSizes, count)
        }
    }

    static let slotShift = 7
    static let slotCount = 1 << slotShift
    static let slotMask = slotCount - 1

    /// Read on every access to a node: a plain buffer, as an array's would be retained
    /// and released each time.
    @exclusivity(unchecked) private var slotTable: UnsafeMutablePointer<Slots>
    @exclusivity(unchecked) private var slotTableCount = 0
    @exclusivity(unchecked) private var slotTableCapacity = 8
    @exclusivity(unchecked) private(set) var childIDs: UnsafeMutablePointer<Int>
    /// Texts, in a buffer of their own: layout caches and chooses their layouts in
    /// place, and drawing reads single fields (an array would copy a whole element).
    @exclusivity(unchecked) private var texts: UnsafeMutablePointer<TextElement>
    @exclusivity(unchecked) private var textCount = 0
    @exclusivity(unchecked) private var textCapacity = 64
    @exclusivity(unchecked) private var placements: UnsafeMutablePointer<Node.Placement>
    @exclusivity(unchecked) private var placementCount = 0
    @exclusivity(unchecked) private var placementCapacity = 256
    @exclusivity(unchecked) private(set) var images: [ImageElement] = []
    @exclusivity(unchecked) private(set) var textFields: [TextFieldElement] = []
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var childCount = 0
    @exclusivity(unchecked) private var childCapacity = 512

    init() {
        texts = .allocate(capacity: textCapacity)
        placements = .allocate(capacity: placementCapacity)
        childIDs = .allocate(capacity: childCapacity)
        slotTable = .allocate(capacity: slotTableCapacity)
    }

    deinit {
        for index in 0..<slotTableCount {
            slotTable[index].free(count: min(Self.slotCount, count - index * Self.slotCount))
        }
        Self.free(slotTable, slotTableCount)
        Self.free(childIDs, childCount)
        Self.free(texts, textCount)
        Self.free(placements, placementCount)
    }

    /// The placements stack layouts chose, by the index `store` gave.
    func placement(_ index: Int) -> Node.Placement {
        placements[index]
    }

    /// Keeps placements for good (a node's last stack layout refers to them); returns
    /// the index of the first.
    func store(_ new: UnsafeBufferPointer<Node.Placement>) -> Int {
        if placementCount + new.count > placementCapacity {
            let grown = max(placementCapacity * 2, placementCount + new.count)
            let moved = UnsafeMutablePointer<Node.Placement>.allocate(capacity: grown)
            moved.moveInitialize(from: placements, count: placementCount)
            placements.deallocate()
            placements = moved
            placementCapacity = grown
        }
        let start = placementCount
        (placements + start).initialize(from: new.baseAddress!, count: new.count)
        placementCount += new.count
        return start
    }

    /// The text element at `index` of a `.text` node, in place.
    func text(_ index: Int) -> UnsafeMutablePointer<TextElement> {
        texts + index
    }

    /// The buffers that hold node `id`, at `id & slotMask`.
    func slots(_ id: Int) -> Slots {
        slotTable[id >> Self.slotShift]
    }

    /// Adds a node. Its children must already be in this tree.
    func add(_ kind: Node.Kind, children: some Collection<Node>) -> Node {
        if count & Self.slotMask == 0 { addSlots() }
        if childCount + children.count > childCapacity {
            // Ids are small and few: copying them to grow is cheap.
            let grown = max(childCapacity * 2, childCount + children.count)
            let moved = UnsafeMutablePointer<Int>.allocate(capacity: grown)
            moved.moveInitialize(from: childIDs, count: childCount)
            childIDs.deallocate()
            childIDs = moved
            childCapacity = grown
        }
        let start = childCount
        for child in children {
            assert(child.tree === self, "a node's children belong to its tree")
            (childIDs + childCount).initialize(to: child.id)
            childCount += 1
        }
        let id = count
        let slots = slotTable[id >> Self.slotShift]
        let index = id & Self.slotMask
        (slots.kinds + index).initialize(to: kind)
        (slots.childRanges + index).initialize(to: (start, children.count))
        (slots.semantics + index).initialize(to: SemanticAttributes())
        (slots.layoutPriorities + index).initialize(to: 0)
        (slots.sizeCaches + index).initialize(to: SizeCache())
        (slots.frames + index).initialize(to: .zero)
        (slots.stackLayouts + index).initialize(to: nil)
        (slots.sizeHosts + index).initialize(to: -1)
        (slots.contentSizes + index).initialize(to: nil)
        count += 1
        return Node(tree: self, id: id)
    }

    private func addSlots() {
        if slotTableCount == slotTableCapacity {
            slotTableCapacity *= 2
            let moved = UnsafeMutablePointer<Slots>.allocate(capacity: slotTableCapacity)
            moved.moveInitialize(from: slotTable, count: slotTableCount)
            slotTable.deallocate()
            slotTable = moved
        }
        (slotTable + slotTableCount).initialize(to: Slots())
        slotTableCount += 1
    }

    func add(text: TextElement) -> Node {
        if textCount == textCapacity {
            textCapacity *= 2
            let moved = UnsafeMutablePointer<TextElement>.allocate(capacity: textCapacity)
            moved.moveInitialize(from: texts, count: textCount)
            texts.deallocate()
            texts = moved
        }
        (texts + textCount).initialize(to: text)
        textCount += 1
        return add(.text(textCount - 1), children: [])
    }

    func add(image: ImageElement) -> Node {
        images.append(image)
        return add(.image(images.count - 1), children: [])
    }

    func add(textField: TextFieldElement) -> Node {
        textFields.append(textField)
        return add(.textField(textFields.count - 1), children: [])
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
