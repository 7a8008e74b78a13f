/// One element of the resolved view tree: what the layout sizes and places, the canvas
/// draws, and the semantics describe.
final class Node {
    enum Kind {
        case text(TextElement)
        case image(ImageElement)
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
        case textField(TextFieldElement)
        case progress
        /// Clips its single child to its own frame.
        case clip
    }

    let kind: Kind
    let children: [Node]
    @exclusivity(unchecked) var semantics = SemanticAttributes()
    @exclusivity(unchecked) var layoutPriority: Double = 0

    /// Sizes already computed for a proposal: a few per node, kept inline (no
    /// allocation); older entries make room for newer ones.
    @exclusivity(unchecked) var sizeCache = SizeCache()
    /// Where layout placed the node, in screen cells.
    @exclusivity(unchecked) var frame = Rect.zero
    /// The stack layout computed last, reused when the same proposal places it.
    @exclusivity(unchecked) var lastStackLayout: (ProposedSize, StackLayoutResult)?
    /// The outermost node of the component this node names (see `semanticsKind`),
    /// whose frame is the size the semantics print. Weak: it is an ancestor.
    weak var sizeHost: Node?
    /// Set by the scroll view layout: the full height (or width) of the content.
    @exclusivity(unchecked) var contentSize: Size?

    init(_ kind: Kind, children: [Node] = []) {
        self.kind = kind
        self.children = children
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

    /// Children in drawing order (backgrounds first, overlays last).
    var drawingOrder: [Node] {
        switch kind {
        case .background: return children.reversed()
        default: return children
        }
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

struct FrameElement {
    var minWidth: Int?
    var idealWidth: Int?
    var maxWidth: Int?
    var minHeight: Int?
    var idealHeight: Int?
    var maxHeight: Int?
    var alignment: Alignment
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

    func size(for proposal: ProposedSize) -> Size? {
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
