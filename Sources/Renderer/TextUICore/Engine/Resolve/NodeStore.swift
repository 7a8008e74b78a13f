/// The nodes of one render. Each property of every node is kept in a buffer of its own,
/// indexed by the node's id, in slots of 128 nodes that never move once made (growing
/// one buffer by copying would cost more than everything else the tree saves). The
/// children of each node are a run of ids in one more buffer. Nodes are added while
/// views resolve and all freed together with the tree, which owns this storage.
struct NodeStore {
    /// The buffers of 128 nodes.
    struct Slots {
        let primitives: UnsafeMutablePointer<Node.Primitive>
        let childRanges: UnsafeMutablePointer<(start: Int, count: Int)>
        let semantics: UnsafeMutablePointer<SemanticAttributes>
        let layoutPriorities: UnsafeMutablePointer<Double>
        let sizeCaches: UnsafeMutablePointer<SizeCache>
        let frames: UnsafeMutablePointer<Rect>
        let stackLayouts: UnsafeMutablePointer<Node.StackLayoutResult?>
        let sizeHosts: UnsafeMutablePointer<Int>
        let contentSizes: UnsafeMutablePointer<Size?>

        init() {
            primitives = .allocate(capacity: NodeStore.slotCount)
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
            NodeStore.free(primitives, count)
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
    private(set) var slotTable: UnsafeMutablePointer<Slots>
    private(set) var slotTableCount = 0
    private(set) var slotTableCapacity = 8
    private(set) var childIDs: UnsafeMutablePointer<Int>
    /// Texts, in a buffer of their own: layout caches and chooses their layouts in
    /// place, and drawing reads single fields (an array would copy a whole element).
    private(set) var texts: UnsafeMutablePointer<ResolvedText>
    private var textCount = 0
    private var textCapacity = 64
    private(set) var placements: UnsafeMutablePointer<Node.Placement>
    /// The values views give their custom layout (`layoutValue(key:value:)`), by node
    /// id; rare, so kept apart from the buffers every node has.
    var layoutValues: [Int: [ObjectIdentifier: Any]] = [:]
    private var placementCount = 0
    private var placementCapacity = 512
    /// Elements other than texts and stacks, in a plain buffer: the passes call them in
    /// place, where an array's subscript copied each out (a retain and a release per call).
    private(set) var elements: UnsafeMutablePointer<any Element>
    private var elementCount = 0
    private var elementCapacity = 256
    private var count = 0
    private var childCount = 0
    private var childCapacity = 512

    init() {
        texts = .allocate(capacity: textCapacity)
        elements = .allocate(capacity: elementCapacity)
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
        Self.free(elements, elementCount)
        Self.free(placements, placementCount)
    }

    /// Keeps placements for good (a node's last stack layout refers to them); returns
    /// the index of the first.
    mutating func store(_ new: UnsafeBufferPointer<Node.Placement>) -> Int {
        if placementCount + new.count > placementCapacity {
            placementCapacity = max(placementCapacity * 2, placementCount + new.count)
            placements = Self.move(placements, count: placementCount, to: placementCapacity)
        }
        let start = placementCount
        (placements + start).initialize(from: new.baseAddress!, count: new.count)
        placementCount += new.count
        return start
    }

    /// Adds a node and returns its id. Its children must already be in this tree.
    mutating func add(_ primitive: Node.Primitive, children: some Collection<Node>, in pointer: UnsafeMutablePointer<NodeStore>) -> Int {
        if count & Self.slotMask == 0 { addSlots() }
        if childCount + children.count > childCapacity {
            // Ids are small and few: copying them to grow is cheap.
            childCapacity = max(childCapacity * 2, childCount + children.count)
            childIDs = Self.move(childIDs, count: childCount, to: childCapacity)
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
        (slots.primitives + index).initialize(to: primitive)
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
            slotTable = Self.move(slotTable, count: slotTableCount, to: slotTableCapacity)
        }
        (slotTable + slotTableCount).initialize(to: Slots())
        slotTableCount += 1
    }

    mutating func add(text: consuming ResolvedText) -> Node.Primitive {
        if textCount == textCapacity {
            textCapacity *= 2
            texts = Self.move(texts, count: textCount, to: textCapacity)
        }
        (texts + textCount).initialize(to: consume text)
        textCount += 1
        return .text(TextElement(index: textCount - 1))
    }

    /// Keeps `element`; returns where it is.
    mutating func add(element: some Element) -> ElementReference {
        if elementCount == elementCapacity {
            elementCapacity *= 2
            elements = Self.move(elements, count: elementCount, to: elementCapacity)
        }
        (elements + elementCount).initialize(to: element)
        elementCount += 1
        return ElementReference(index: elementCount - 1, traits: ElementTraits(element))
    }

    /// A new buffer of `capacity` holding the `count` elements of `buffer`, which is freed.
    private static func move<T>(_ buffer: UnsafeMutablePointer<T>, count: Int, to capacity: Int) -> UnsafeMutablePointer<T> {
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

    func add(_ primitive: Node.Primitive, children: some Collection<Node>) -> Node {
        Node(store: store, id: store.pointee.add(primitive, children: children, in: store))
    }

    func add(text: consuming ResolvedText) -> Node {
        add(store.pointee.add(text: text), children: EmptyCollection())
    }

    func add(element: some Element, children: some Collection<Node>) -> Node {
        add(.element(store.pointee.add(element: element)), children: children)
    }
}
