/// The two layout passes: `sizeThatFits` asks a node how big it wants to be for a
/// proposal (cached per proposal), `place` fixes its frame and places its children.
extension Node {
    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let size = sizeCache.size(for: proposal) {
            return size
        }
        let size = computeSize(proposal)
        sizeCache.store(size, for: proposal)
        return size
    }

    /// Places the node with its top-left corner at `origin`, at the size it chose for
    /// `proposal`, then its children.
    func place(at origin: (x: Int, y: Int), proposal: ProposedSize) {
        let size = sizeThatFits(proposal)
        frame = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        placeChildren(proposal: proposal)
    }

    // MARK: - Sizing

    private func computeSize(_ proposal: ProposedSize) -> Size {
        switch kind {
        case let .text(index):
            return text(index).pointee.size(for: proposal)
        case let .custom(index):
            return element(index).sizeThatFits(proposal, children: children)
        case let .image(index):
            let element = image(index)
            guard element.isResizable else { return element.intrinsicSize }
            return Size(width: proposal.width ?? element.intrinsicSize.width, height: proposal.height ?? element.intrinsicSize.height)
        case let .stack(stack):
            return stackLayout(stack, proposal: proposal).size
        case .zstack:
            let sizes = children.map { $0.sizeThatFits(proposal) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case let .spacer(minLength, axis):
            switch axis {
            case .horizontal: return Size(width: max(minLength, proposal.width ?? minLength), height: 0)
            case .vertical: return Size(width: 0, height: max(minLength, proposal.height ?? minLength))
            case nil: return Size(width: proposal.width ?? minLength, height: proposal.height ?? minLength)
            }
        case let .divider(lineAxis):
            return lineAxis == .horizontal
                ? Size(width: proposal.width ?? 1, height: 1)
                : Size(width: 1, height: proposal.height ?? 1)
        case let .scroll(axes):
            let content = children[0].sizeThatFits(scrollContentProposal(axes, proposal))
            return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
        case let .padding(insets):
            let child = children[0].sizeThatFits(insetProposal(proposal, insets))
            return Size(width: child.width + insets.leading + insets.trailing, height: child.height + insets.top + insets.bottom)
        case let .frame(frame):
            let child = children[0].sizeThatFits(frameChildProposal(frame, proposal))
            return Size(
                width: Self.frameLength(proposed: proposal.width ?? frame.idealWidth, min: frame.minWidth, max: frame.maxWidth, child: child.width),
                height: Self.frameLength(proposed: proposal.height ?? frame.idealHeight, min: frame.minHeight, max: frame.maxHeight, child: child.height)
            )
        case let .fixedSize(horizontal, vertical):
            return children[0].sizeThatFits(ProposedSize(
                width: horizontal ? nil : proposal.width,
                height: vertical ? nil : proposal.height
            ))
        case .background, .overlay, .clip:
            return children[0].sizeThatFits(proposal)
        case let .shape(shape):
            return Size(width: proposal.width ?? shape.idealSize.width, height: proposal.height ?? shape.idealSize.height)
        case .fill:
            return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        case let .textField(index):
            let field = textField(index)
            let textWidth = DisplayWidth.of(field.text.isEmpty ? field.placeholder : field.text)
            return Size(width: proposal.width ?? textWidth + (field.isSearch ? 2 : 0), height: 1)
        case .progress:
            return Size(width: 1, height: 1)
        }
    }

    // MARK: - Placing

    private func placeChildren(proposal: ProposedSize) {
        switch kind {
        case let .text(index):
            let element = text(index)
            element.pointee.finalLayout = element.pointee.layout(for: proposal)
        case let .stack(stack):
            placeStack(stack, proposal: proposal)
        case let .zstack(alignment):
            for child in children {
                placeAligned(child, proposal: proposal, alignment: alignment)
            }
        case let .scroll(axes):
            let contentProposal = scrollContentProposal(axes, proposal)
            let content = children[0].sizeThatFits(contentProposal)
            contentSize = content
            let x = axes.contains(.horizontal) ? frame.x : frame.x + max(0, (frame.width - content.width) / 2)
            children[0].place(at: (x, frame.y), proposal: contentProposal)
        case let .padding(insets):
            children[0].place(at: (frame.x + insets.leading, frame.y + insets.top), proposal: insetProposal(proposal, insets))
        case let .frame(frameElement):
            placeAligned(children[0], proposal: frameChildProposal(frameElement, proposal), alignment: frameElement.alignment)
        case let .fixedSize(horizontal, vertical):
            children[0].place(at: (frame.x, frame.y), proposal: ProposedSize(
                width: horizontal ? nil : proposal.width,
                height: vertical ? nil : proposal.height
            ))
        case let .background(alignment), let .overlay(alignment):
            children[0].place(at: (frame.x, frame.y), proposal: proposal)
            placeAligned(children[1], proposal: ProposedSize(width: frame.width, height: frame.height), alignment: alignment)
        case .clip:
            children[0].place(at: (frame.x, frame.y), proposal: proposal)
        case let .custom(index):
            element(index).placeChildren(children, in: frame, proposal: proposal)
        case .image, .spacer, .divider, .shape, .fill, .textField, .progress:
            break
        }
    }

    /// Places a child inside this node's frame by an alignment.
    private func placeAligned(_ child: Node, proposal: ProposedSize, alignment: Alignment) {
        let size = child.sizeThatFits(proposal)
        child.place(
            at: (
                frame.x + Layout.offset(size.width, in: frame.width, horizontal: alignment.horizontal),
                frame.y + Layout.offset(size.height, in: frame.height, vertical: alignment.vertical)
            ),
            proposal: proposal
        )
    }

    // MARK: - Proposals

    private func scrollContentProposal(_ axes: Axis.Set, _ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        )
    }

    private func insetProposal(_ proposal: ProposedSize, _ insets: CellInsets) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) }
        )
    }

    /// The frame's proposal to its child: the parent's proposal (or the ideal length in
    /// its place) limited by the frame's bounds.
    private func frameChildProposal(_ frame: FrameElement, _ proposal: ProposedSize) -> ProposedSize {
        func axis(_ proposed: Int?, ideal: Int?, min: Int?, max: Int?) -> Int? {
            guard var value = proposed ?? ideal else { return nil }
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }
        return ProposedSize(
            width: axis(proposal.width, ideal: frame.idealWidth, min: frame.minWidth, max: frame.maxWidth),
            height: axis(proposal.height, ideal: frame.idealHeight, min: frame.minHeight, max: frame.maxHeight)
        )
    }

    /// SwiftUI's rule for a frame's length on one axis: without bounds it is the child's;
    /// with both, the proposal clamped to them; with a minimum, at least that; with a
    /// maximum, up to the proposal but no more than that.
    static func frameLength(proposed: Int?, min: Int?, max: Int?, child: Int) -> Int {
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
