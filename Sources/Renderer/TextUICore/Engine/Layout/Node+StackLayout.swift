/// Stack layout, as SwiftUI documents it: the space left after spacing is offered to
/// children in order of layout priority (highest first), and within one priority to
/// the least flexible first, each getting an equal share of what remains. Spacers come
/// last in their priority and share only what the others left, so a spacer never
/// takes room a text needs. Ties go by position, so the result never depends on
/// anything but the views. Children are then placed in source order. A stack whose
/// children cannot shrink to fit is larger than its proposal: it overflows rather than
/// squeezing them.
extension Node {
    /// A struct, not a tuple with its proposal: tuples are destroyed through their
    /// metadata at run time.
    struct StackLayoutResult {
        var proposal: ProposedSize
        var size: Size
        /// Where the placements of the children, in source order, are in the tree.
        var start: Int
        var count: Int
    }

    /// The size a child chose and the proposal it chose it for. A struct, not a tuple:
    /// an array of tuples finds its storage type at run time on every allocation.
    struct Placement {
        var size: Size
        var proposal: ProposedSize
    }

    func stackLayout(_ stack: StackElement, proposal: ProposedSize) -> StackLayoutResult {
        if let result = lastStackLayout, result.proposal == proposal {
            return result
        }
        let result = computeStackLayout(stack, proposal: proposal)
        lastStackLayout = result
        return result
    }

    /// What the division needs to know of a child.
    private struct Claim {
        var index: Int
        var minimum: Int
        var flexibility: Int
        var priority: Double
        var isSpacer: Bool

        /// The order space is offered in: higher priority, then non-spacers, then the
        /// less flexible, then source order. A total order, so any sort agrees.
        func comesBefore(_ other: Claim) -> Bool {
            if priority != other.priority { return priority > other.priority }
            if isSpacer != other.isSpacer { return other.isSpacer }
            if flexibility != other.flexibility { return flexibility < other.flexibility }
            return index < other.index
        }
    }

    private func computeStackLayout(_ stack: StackElement, proposal: ProposedSize) -> StackLayoutResult {
        let axis = stack.axis
        let count = children.count
        guard count > 0 else { return StackLayoutResult(proposal: proposal, size: .zero, start: 0, count: 0) }
        let spacingTotal = stack.totalSpacing(of: children)
        // Worked out on the stack, then kept in the tree: a layout runs for every
        // proposal a stack gets, and an array each would be an allocation each.
        return withUnsafeTemporaryAllocation(of: Placement.self, capacity: count) { placements in
            placements.initialize(repeating: Placement(size: .zero, proposal: proposal))
            defer { placements.deinitialize() }

            if let available = proposal.along(axis) {
                // The claims live on the stack too.
                withUnsafeTemporaryAllocation(of: Claim.self, capacity: count) { claims in
                    for index in children.indices {
                        let child = children[index]
                        let minimum = child.sizeThatFits(proposal.replacing(axis, with: 0)).along(axis)
                        let maximum = child.sizeThatFits(proposal.replacing(axis, with: CellLayout.unbounded)).along(axis)
                        let claim = Claim(index: index, minimum: minimum, flexibility: maximum - minimum, priority: child.layoutPriority, isSpacer: child.traits.contains(.isSpacer))
                        // Insertion sort: stacks hold a few children.
                        var position = index
                        while position > 0, claim.comesBefore(claims[position - 1]) {
                            (claims.baseAddress! + position).initialize(to: claims[position - 1])
                            position -= 1
                        }
                        (claims.baseAddress! + position).initialize(to: claim)
                    }
                    defer { claims.baseAddress!.deinitialize(count: count) }

                    var remaining = max(0, available - spacingTotal)
                    var position = 0
                    while position < count {
                        let priority = claims[position].priority
                        var end = position
                        var nonSpacers = 0
                        // What the group's spacers need at least (a `Spacer()` keeps
                        // the standard spacing): the others share what is left of it.
                        var spacerMinimums = 0
                        while end < count, claims[end].priority == priority {
                            if claims[end].isSpacer { spacerMinimums += claims[end].minimum } else { nonSpacers += 1 }
                            end += 1
                        }
                        // Lower priorities keep at least their minimum.
                        var reserved = 0
                        for later in end..<count { reserved += claims[later].minimum }
                        var groupRemaining = max(0, remaining - reserved)
                        for offset in position..<end {
                            let claim = claims[offset]
                            // Non-spacers share among themselves; spacers share what is left.
                            let sharing: Int
                            var offered = groupRemaining
                            if claim.isSpacer {
                                sharing = end - offset
                            } else {
                                sharing = nonSpacers
                                nonSpacers -= 1
                                offered = max(0, groupRemaining - spacerMinimums)
                            }
                            let childProposal = proposal.replacing(axis, with: offered / max(1, sharing))
                            let size = children[claim.index].sizeThatFits(childProposal)
                            placements[claim.index] = Placement(size: size, proposal: childProposal)
                            groupRemaining = max(0, groupRemaining - size.along(axis))
                            remaining = max(0, remaining - size.along(axis))
                        }
                        position = end
                    }
                }
            } else {
                for index in children.indices {
                    placements[index].size = children[index].sizeThatFits(proposal)
                }
            }

            var length = spacingTotal
            var cross = 0
            for placement in placements {
                length += placement.size.along(axis)
                cross = max(cross, axis == .horizontal ? placement.size.height : placement.size.width)
            }
            let size = axis == .horizontal ? Size(width: length, height: cross) : Size(width: cross, height: length)
            return StackLayoutResult(proposal: proposal, size: size, start: store(UnsafeBufferPointer(placements)), count: count)
        }
    }

    func placeStack(_ stack: StackElement, proposal: ProposedSize) {
        let result = stackLayout(stack, proposal: proposal)
        var offset = 0
        let children = children
        for index in children.indices {
            let child = children[index]
            let gap = index + 1 < children.count ? stack.gap(after: index, in: children) : 0
            let size = placement(at: result.start + index).size
            let origin: (Int, Int)
            if stack.axis == .horizontal {
                let y = CellLayout.offset(size.height, in: frame.height, vertical: stack.verticalAlignment)
                origin = (frame.x + offset, frame.y + y)
                offset += size.width + gap
            } else {
                let x = CellLayout.offset(size.width, in: frame.width, horizontal: stack.horizontalAlignment)
                origin = (frame.x + x, frame.y + offset)
                offset += size.height + gap
            }
            child.place(at: origin, proposal: placement(at: result.start + index).proposal)
        }
    }
}
