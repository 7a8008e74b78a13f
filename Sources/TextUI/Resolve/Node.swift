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
/// views resolve and all freed together with the tree, which owns this storage.
struct NodeStore {
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
            kinds = .allocate(capacity: NodeStore.slotCount)
            childRanges = .allocate(capacity: NodeStore.slotCount)
            semantics = .allocate(capacity: NodeStore.slotCount)
            layoutPriorities = .allocate(capacity: NodeStore.slotCount)
            sizeCaches = .allocate(capacity: NodeStore.slotCount)
            frames = .allocate(capacity: NodeStore.slotCount)
            stackLayouts = .allocate(capacity: NodeStore.slotCount)
            sizeHosts = .allocate(capacity: NodeStore.slotCount)
            contentSizes = .allocate(capacity: NodeStore.slotCount)
        }

        /// Frees the buffers, whose first `count` nodes are made.
        func free(count: Int) {
            NodeStore.free(kinds, count)
            NodeStore.free(childRanges, count)
            NodeStore.free(semantics, count)
            NodeStore.free(layoutPriorities, count)
            NodeStore.free(sizeCaches, count)
            NodeStore.free(frames, count)
            NodeStore.free(stackLayouts, count)
            NodeStore.free(sizeHosts, count)
            NodeStore.free(contentSizes, count)
        }
    }

    static let slotShift = 7
    static let slotCount = 1 << slotShift
    static let slotMask = slotCount - 1

    /// Read on every access to a node: a plain buffer, as an array's would be retained
    /// and released each time.
    fileprivate(set) var slotTable: UnsafeMutablePointer<Slots>
    fileprivate(set) var slotTableCount = 0
    fileprivate(set) var slotTableCapacity = 8
    private(set) var childIDs: UnsafeMutablePointer<Int>
    /// Texts, in a buffer of their own: layout caches and chooses their layouts in
    /// place, and drawing reads single fields (an array would copy a whole element).
    fileprivate(set) var texts: UnsafeMutablePointer<TextElement>
    private var textCount = 0
    private var textCapacity = 64
    private(set) var placements: UnsafeMutablePointer<Node.Placement>
    private var placementCount = 0
    private var placementCapacity = 512
    fileprivate(set) var images: [ImageElement] = []
    fileprivate(set) var textFields: [TextFieldElement] = []
    private var count = 0
    private var childCount = 0
    private var childCapacity = 512

    init() {
        texts = .allocate(capacity: textCapacity)
        placements = .allocate(capacity: placementCapacity)
        childIDs = .allocate(capacity: childCapacity)
        slotTable = .allocate(capacity: slotTableCapacity)
    }

    /// Frees every buffer.
    func free() {
        for index in 0..<slotTableCount {
            slotTable[index].free(count: min(Self.slotCount, count - index * Self.slotCount))
        }
        Self.free(slotTable, slotTableCount)
        Self.free(childIDs, childCount)
        Self.free(texts, textCount)
        Self.free(placements, placementCount)
    }

    /// Keeps placements for good (a node's last stack layout refers to them); returns
    /// the index of the first.
    mutating func store(_ new: UnsafeBufferPointer<Node.Placement>) -> Int {
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

    /// Adds a node and returns its id. Its children must already be in this tree.
    mutating func add(_ kind: Node.Kind, children: some Collection<Node>, in pointer: UnsafeMutablePointer<NodeStore>) -> Int {
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
            assert(child.store == pointer, "a node's children belong to its tree")
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
        return id
    }

    private mutating func addSlots() {
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

    mutating func add(text: consuming TextElement) -> Node.Kind {
        if textCount == textCapacity {
            textCapacity *= 2
            let moved = UnsafeMutablePointer<TextElement>.allocate(capacity: textCapacity)
            moved.moveInitialize(from: texts, count: textCount)
            texts.deallocate()
            texts = moved
        }
        (texts + textCount).initialize(to: consume text)
        textCount += 1
        return .text(textCount - 1)
    }

    mutating func add(image: ImageElement) -> Node.Kind {
        images.append(image)
        return .image(images.count - 1)
    }

    mutating func add(textField: TextFieldElement) -> Node.Kind {
        textFields.append(textField)
        return .textField(textFields.count - 1)
    }

    private static func free<T>(_ buffer: UnsafeMutablePointer<T>, _ count: Int) {
        buffer.deinitialize(count: count)
        buffer.deallocate()
    }
}

/// Owns the storage of one render's nodes and frees it when the render is done.
final class NodeTree {
    let store: UnsafeMutablePointer<NodeStore>

    init() {
        store = .allocate(capacity: 1)
        store.initialize(to: NodeStore())
    }

    deinit {
        store.pointee.free()
        store.deinitialize(count: 1)
        store.deallocate()
    }

    func add(_ kind: Node.Kind, children: some Collection<Node>) -> Node {
        Node(store: store, id: store.pointee.add(kind, children: children, in: store))
    }

    func add(text: consuming TextElement) -> Node {
        add(store.pointee.add(text: text), children: EmptyCollection())
    }

    func add(image: ImageElement) -> Node {
        add(store.pointee.add(image: image), children: EmptyCollection())
    }

    func add(textField: TextFieldElement) -> Node {
        add(store.pointee.add(textField: textField), children: EmptyCollection())
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

    /// A proposal as two plain numbers (`Int.min` for no length), which compare faster
    /// than two optionals, and the size chosen for it.
    struct Entry {
        var width: Int
        var height: Int
        var size: Size

        static let empty = Entry(width: -1, height: -1, size: .zero)

        func matches(_ width: Int, _ height: Int) -> Bool {
            self.width == width && self.height == height
        }
    }

    /// Mutating only so that it runs in place: a node's cache lives in its tree's buffer,
    /// and a non-mutating call copied it first.
    mutating func size(for proposal: ProposedSize) -> Size? {
        // Most lookups miss (a node is asked each proposal once or twice): stop at the
        // entries in use.
        guard count > 0 else { return nil }
        let width = proposal.width ?? .min, height = proposal.height ?? .min
        if entries.0.matches(width, height) { return entries.0.size }
        guard count > 1 else { return nil }
        if entries.1.matches(width, height) { return entries.1.size }
        guard count > 2 else { return nil }
        if entries.2.matches(width, height) { return entries.2.size }
        guard count > 3 else { return nil }
        if entries.3.matches(width, height) { return entries.3.size }
        guard count > 4 else { return nil }
        for entry in more where entry.matches(width, height) { return entry.size }
        return nil
    }

    mutating func store(_ size: Size, for proposal: ProposedSize) {
        let entry = Entry(width: proposal.width ?? .min, height: proposal.height ?? .min, size: size)
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
