/// A lazy grid: children in lines across `items` (columns of a `LazyVGrid`, rows of a
/// `LazyHGrid`), each item's extent worked out from the space across, as SwiftUI does:
/// fixed items first, then adaptive ones as many as fit their minimum, then flexible
/// ones sharing what is left.
struct LazyGridElement: Element {
    enum Item {
        case fixed(Int)
        case flexible(minimum: Int, maximum: Int)
        case adaptive(minimum: Int, maximum: Int)
    }

    let items: [Item]
    /// The axis the grid grows along: vertical for a `LazyVGrid`.
    let axis: Axis
    /// Cells between items across, and between lines along.
    let gapAcross: Int
    let gapAlong: Int

    @MainActor
    static func lazy(items: [GridItem], axis: Axis, spacing: CGFloat?, in context: ResolveContext) -> LazyGridElement {
        let across: Axis = axis == .vertical ? .horizontal : .vertical
        func cells(_ points: CGFloat) -> Int {
            points.isInfinite ? CellLayout.unbounded : context.cells(points: Double(points), along: across)
        }
        let converted: [Item] = items.map { item in
            switch item.size {
            case let .fixed(points): .fixed(cells(points))
            case let .flexible(minimum, maximum): .flexible(minimum: cells(minimum), maximum: cells(maximum))
            case let .adaptive(minimum, maximum): .adaptive(minimum: max(1, cells(minimum)), maximum: cells(maximum))
            }
        }
        let acrossGap = context.cells(points: Double(items.first?.spacing ?? 8), along: across)
        let alongGap = context.cells(points: Double(spacing ?? 8), along: axis)
        return LazyGridElement(items: converted, axis: axis, gapAcross: acrossGap, gapAlong: alongGap)
    }

    /// The extent of each line across, for `space` cells across.
    func extents(in space: Int?) -> [Int] {
        guard let space, space < CellLayout.unbounded else {
            return items.flatMap { item -> [Int] in
                switch item {
                case let .fixed(cells): [cells]
                case let .flexible(minimum, _): [minimum]
                case let .adaptive(minimum, _): [minimum]
                }
            }
        }
        // Fixed and adaptive items take their cells first; flexible ones share the rest.
        var entries: [(known: Int?, minimum: Int, maximum: Int)] = []
        var remaining = space
        for item in items {
            switch item {
            case let .fixed(cells):
                entries.append((cells, cells, cells))
                remaining -= cells
            case let .adaptive(minimum, maximum):
                let count = max(1, (remaining + gapAcross) / (minimum + gapAcross))
                let each = min(maximum, max(minimum, (remaining - gapAcross * (count - 1)) / count))
                entries += Array(repeating: (each, minimum, maximum), count: count)
                remaining -= each * count
            case let .flexible(minimum, maximum):
                entries.append((nil, minimum, maximum))
            }
        }
        remaining = max(0, remaining - gapAcross * max(0, entries.count - 1))
        let flexibleCount = entries.filter { $0.known == nil }.count
        var flexibleIndex = 0
        return entries.map { entry in
            if let known = entry.known { return known }
            // Shared evenly, the remainder to the first ones.
            let share = remaining / flexibleCount + (flexibleIndex < remaining % flexibleCount ? 1 : 0)
            flexibleIndex += 1
            return min(max(share, entry.minimum), entry.maximum)
        }
    }

    private func proposalFor(extent: Int) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: extent, height: nil) : ProposedSize(width: nil, height: extent)
    }

    /// Each line's extent along, and the grid's size, for `space` across.
    private func lines(of node: Node, across space: Int?) -> (extents: [Int], lineSizes: [Int], size: Size) {
        let extents = extents(in: space)
        guard !extents.isEmpty else { return ([], [], .zero) }
        var lineSizes: [Int] = []
        let children = Array(node.children)
        var start = 0
        while start < children.count {
            var line = 0
            for (offset, child) in children[start..<min(start + extents.count, children.count)].enumerated() {
                line = max(line, child.sizeThatFits(proposalFor(extent: extents[offset])).along(axis))
            }
            lineSizes.append(line)
            start += extents.count
        }
        let acrossSize = extents.reduce(0, +) + gapAcross * max(0, extents.count - 1)
        let alongSize = lineSizes.reduce(0, +) + gapAlong * max(0, lineSizes.count - 1)
        let size = axis == .vertical ? Size(width: acrossSize, height: alongSize) : Size(width: alongSize, height: acrossSize)
        return (extents, lineSizes, size)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        lines(of: node, across: axis == .vertical ? proposal.width : proposal.height).size
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        let frame = node.frame
        let (extents, lineSizes, _) = lines(of: node, across: axis == .vertical ? frame.width : frame.height)
        guard !extents.isEmpty else { return }
        var along = axis == .vertical ? frame.y : frame.x
        for (lineIndex, lineSize) in lineSizes.enumerated() {
            var across = axis == .vertical ? frame.x : frame.y
            for (offset, extent) in extents.enumerated() {
                let childIndex = lineIndex * extents.count + offset
                guard childIndex < node.children.count else { break }
                let child = node.children[childIndex]
                let cell = axis == .vertical
                    ? Rect(x: across, y: along, width: extent, height: lineSize)
                    : Rect(x: along, y: across, width: lineSize, height: extent)
                let size = child.sizeThatFits(proposalFor(extent: extent))
                child.place(
                    at: (cell.x + CellLayout.offset(size.width, in: cell.width, horizontal: .center), cell.y + CellLayout.offset(size.height, in: cell.height, vertical: .center)),
                    proposal: proposalFor(extent: extent)
                )
                across += extent + gapAcross
            }
            along += lineSize + gapAlong
        }
    }

    var kind: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
}
