/// Stack layout, as SwiftUI documents it: the space left after spacing is offered to
/// children in order of layout priority (highest first), and within one priority to
/// the least flexible first, each getting an equal share of what remains. Spacers come
/// last in their priority and share only what the others left, so a spacer never
/// takes room a text needs. Ties go by position, so the result never depends on
/// anything but the views. Children are then placed in source order. A stack whose
/// children cannot shrink to fit is larger than its proposal: it overflows rather than
/// squeezing them.
extension Node {
    struct StackLayoutResult {
        var size: Size
        var childSizes: [Size]
        var childProposals: [ProposedSize]
    }

    func stackLayout(_ stack: StackElement, proposal: ProposedSize) -> StackLayoutResult {
        if let (cachedProposal, result) = lastStackLayout, cachedProposal == proposal {
            return result
        }
        let result = computeStackLayout(stack, proposal: proposal)
        lastStackLayout = (proposal, result)
        return result
    }

    private func computeStackLayout(_ stack: StackElement, proposal: ProposedSize) -> StackLayoutResult {
        let axis = stack.axis
        let count = children.count
        guard count > 0 else { return StackLayoutResult(size: .zero, childSizes: [], childProposals: []) }
        let spacingTotal = stack.spacing * (count - 1)
        var sizes = [Size](repeating: .zero, count: count)
        var proposals = [ProposedSize](repeating: proposal, count: count)

        if let available = proposal.along(axis) {
            var minimums = [Int](repeating: 0, count: count)
            var flexibilities = [Int](repeating: 0, count: count)
            var hasPriorities = false
            for (index, child) in children.enumerated() {
                let minimum = child.sizeThatFits(proposal.replacing(axis, with: 0)).along(axis)
                let maximum = child.sizeThatFits(proposal.replacing(axis, with: Layout.unbounded)).along(axis)
                minimums[index] = minimum
                flexibilities[index] = maximum - minimum
                if child.layoutPriority != 0 { hasPriorities = true }
            }
            let order = children.indices.sorted { lhs, rhs in
                let left = children[lhs], right = children[rhs]
                if hasPriorities, left.layoutPriority != right.layoutPriority { return left.layoutPriority > right.layoutPriority }
                if left.isSpacer != right.isSpacer { return right.isSpacer }
                if flexibilities[lhs] != flexibilities[rhs] { return flexibilities[lhs] < flexibilities[rhs] }
                return lhs < rhs
            }
            var remaining = max(0, available - spacingTotal)
            var position = 0
            while position < count {
                let priority = children[order[position]].layoutPriority
                var end = position
                var nonSpacers = 0
                while end < count, children[order[end]].layoutPriority == priority {
                    if !children[order[end]].isSpacer { nonSpacers += 1 }
                    end += 1
                }
                // Lower priorities keep at least their minimum.
                var reserved = 0
                for index in order[end...] { reserved += minimums[index] }
                var groupRemaining = max(0, remaining - reserved)
                for offset in position..<end {
                    let index = order[offset]
                    // Non-spacers share among themselves; spacers share what is left.
                    let sharing: Int
                    if children[index].isSpacer {
                        sharing = end - offset
                    } else {
                        sharing = nonSpacers
                        nonSpacers -= 1
                    }
                    let childProposal = proposal.replacing(axis, with: groupRemaining / max(1, sharing))
                    let size = children[index].sizeThatFits(childProposal)
                    sizes[index] = size
                    proposals[index] = childProposal
                    groupRemaining = max(0, groupRemaining - size.along(axis))
                    remaining = max(0, remaining - size.along(axis))
                }
                position = end
            }
        } else {
            for (index, child) in children.enumerated() {
                sizes[index] = child.sizeThatFits(proposal)
            }
        }

        var length = spacingTotal
        var cross = 0
        for size in sizes {
            length += size.along(axis)
            cross = max(cross, axis == .horizontal ? size.height : size.width)
        }
        let size = axis == .horizontal ? Size(width: length, height: cross) : Size(width: cross, height: length)
        return StackLayoutResult(size: size, childSizes: sizes, childProposals: proposals)
    }

    var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }

    func placeStack(_ stack: StackElement, proposal: ProposedSize) {
        let result = stackLayout(stack, proposal: proposal)
        var offset = 0
        for (index, child) in children.enumerated() {
            let size = result.childSizes[index]
            let origin: (Int, Int)
            if stack.axis == .horizontal {
                let y = Layout.offset(size.height, in: frame.height, vertical: stack.verticalAlignment)
                origin = (frame.x + offset, frame.y + y)
                offset += size.width + stack.spacing
            } else {
                let x = Layout.offset(size.width, in: frame.width, horizontal: stack.horizontalAlignment)
                origin = (frame.x + x, frame.y + offset)
                offset += size.height + stack.spacing
            }
            child.place(at: origin, proposal: result.childProposals[index])
        }
    }
}
