import CoreGraphics
import Foundation
import RenderContext

/// One subview of a custom layout: a node of the tree, measured and placed in points.
public struct LayoutSubview: Equatable {
    let node: Node
    let index: Int
    let grid: PointGrid
    let placements: LayoutPlacements

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.index == rhs.index && lhs.placements === rhs.placements
    }

    /// The size the subview takes for a proposal, in points, a whole number of cells.
    // Layout runs inside the render, on the main actor; SwiftUI declares these
    // nonisolated, and a layout's helpers call them from nonisolated code.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let node = node
        let proposed = grid.cells(proposal)
        let cells = MainActor.assumeIsolated { node.sizeThatFits(proposed) }
        return grid.points(cells)
    }

    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Puts the subview's anchor at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        let (placements, index) = (placements, index)
        MainActor.assumeIsolated { placements.place(index, at: origin, proposal: proposal) }
    }

    /// The default spacing a view asks of its neighbours.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The subview's layout priority (`layoutPriority`); 0 by default.
    public var priority: Double {
        let node = node
        return MainActor.assumeIsolated { node.layoutPriority }
    }

    /// The value the subview carries for `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        let (id, node) = (ObjectIdentifier(key), node)
        nonisolated(unsafe) var value: Any?
        MainActor.assumeIsolated {
            value = node.layoutValues[id] ?? node.semanticTarget.layoutValues[id]
        }
        return value as? K.Value ?? K.defaultValue
    }
}

/// The subviews of a custom layout, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let subviews: [LayoutSubview]

    public typealias Index = Int
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> LayoutSubview { subviews[position] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(subviews: Array(subviews[bounds])) }
    public var layoutDirection: LayoutDirection { .leftToRight }
}

/// Which way text and layouts run.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}

/// Turns points into cells and back, by the device's rule, for a custom layout.
struct PointGrid {
    let device: Device

    func cells(_ proposal: ProposedViewSize) -> ProposedSize {
        ProposedSize(width: cells(proposal.width, along: .horizontal), height: cells(proposal.height, along: .vertical))
    }

    func cells(_ points: CGFloat?, along axis: Axis) -> Int? {
        guard let points else { return nil }
        if points.isInfinite { return CellLayout.unbounded }
        return axis == .horizontal ? device.columns(forPoints: Double(points)) : device.rows(forPoints: Double(points))
    }

    func points(_ size: Size) -> CGSize {
        CGSize(width: points(size.width, along: .horizontal), height: points(size.height, along: .vertical))
    }

    func points(_ cells: Int, along axis: Axis) -> CGFloat {
        if cells >= CellLayout.unbounded { return .infinity }
        return CGFloat(Double(cells) * (axis == .horizontal ? device.pointsPerColumn : device.pointsPerRow))
    }

    func proposal(_ proposal: ProposedSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { points($0, along: .horizontal) }, height: proposal.height.map { points($0, along: .vertical) })
    }
}

/// Where `placeSubviews` put each subview, in points, until the element places them.
@MainActor
final class LayoutPlacements: Sendable {
    var origins: [Int: (CGPoint, ProposedViewSize)] = [:]

    func place(_ index: Int, at origin: CGPoint, proposal: ProposedViewSize) {
        origins[index] = (origin, proposal)
    }
}
