/// `frame`: bounds on its view's size, and an alignment to place it by. The bounds are
/// in cells, stored as 32-bit lengths, `nil` as a value no length takes, so that the
/// element stays small.
struct FrameElement: Element {
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

extension FrameElement {
    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        let child = node.children[0].sizeThatFits(childProposal(proposal))
        return Size(
            width: Self.length(proposed: proposal.width ?? idealWidth, min: minWidth, max: maxWidth, child: child.width),
            height: Self.length(proposed: proposal.height ?? idealHeight, min: minHeight, max: maxHeight, child: child.height)
        )
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        node.placeAligned(node.children[0], proposal: childProposal(proposal), alignment: alignment)
    }

    var wrapsOneView: Bool { true }

    /// The frame's proposal to its child: the parent's proposal (or the ideal length in
    /// its place) limited by the frame's bounds.
    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        func axis(_ proposed: Int?, ideal: Int?, min: Int?, max: Int?) -> Int? {
            guard var value = proposed ?? ideal else { return nil }
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }
        return ProposedSize(
            width: axis(proposal.width, ideal: idealWidth, min: minWidth, max: maxWidth),
            height: axis(proposal.height, ideal: idealHeight, min: minHeight, max: maxHeight)
        )
    }

    /// SwiftUI's rule for a frame's length on one axis: without bounds it is the child's;
    /// with both, the proposal clamped to them; with a minimum, at least that; with a
    /// maximum, up to the proposal but no more than that.
    static func length(proposed: Int?, min: Int?, max: Int?, child: Int) -> Int {
        switch (min, max) {
        case (nil, nil):
            return child
        case let (min?, max?):
            return Swift.min(Swift.max(proposed ?? child, min), Swift.max(min, max))
        case let (min?, nil):
            return Swift.max(min, Swift.min(child, proposed ?? child))
        case let (nil, max?):
            return Swift.min(max, Swift.max(child, proposed ?? child))
        }
    }
}

// The modifiers that make a frame node: `.frame(width:height:)` and its bounds.
extension _WrappingModifier {
    @usableFromInline
    package static func frame(width: (any _DimensionValue)?, height: (any _DimensionValue)?, alignment: Alignment) -> _WrappingModifier {
        _WrappingModifier(.frame(width: width, height: height, alignment: alignment))
    }

    @MainActor static func frame(_ node: Node, width: (any _DimensionValue)?, height: (any _DimensionValue)?, alignment: Alignment, in context: ResolveContext) -> Node {
        let width = width.map { context.cells($0, along: .horizontal) }
        let height = height.map { context.cells($0, along: .vertical) }
        return Node(FrameElement(
            minWidth: width, idealWidth: width, maxWidth: width,
            minHeight: height, idealHeight: height, maxHeight: height,
            alignment: alignment
        ), children: CollectionOfOne(node), in: context)
    }

    /// A frame with bounds: `widths` and `heights` are minimum, ideal and maximum.
    @usableFromInline
    static func frame(widths: [CGFloat?], heights: [CGFloat?], alignment: Alignment) -> _WrappingModifier {
        _WrappingModifier { node, context in
            let widths = widths.map { $0.map { context.cells(points: Double($0), along: .horizontal) } }
            let heights = heights.map { $0.map { context.cells(points: Double($0), along: .vertical) } }
            return Node(FrameElement(
                minWidth: widths[0], idealWidth: widths[1], maxWidth: widths[2],
                minHeight: heights[0], idealHeight: heights[1], maxHeight: heights[2],
                alignment: alignment
            ), children: CollectionOfOne(node), in: context)
        }
    }
}
