import CoreGraphics
import Foundation

/// Lays its children out by a team's `Layout`: asks it for a size in points and turns
/// that into cells; then gives it its bounds in points and places each child where it
/// said, in cells.
struct LayoutElement: Element {
    let driver: any LayoutDriving

    // Layout runs inside the render, on the main actor, where the layout was made.
    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        nonisolated(unsafe) let driver = driver
        return MainActor.assumeIsolated { driver.size(for: proposal, of: node) }
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        nonisolated(unsafe) let driver = driver
        MainActor.assumeIsolated { driver.place(node, proposal: proposal) }
    }

    var kind: String { driver.name }
}

/// A layout with its cache, behind one type for the element.
@MainActor
protocol LayoutDriving {
    nonisolated var name: String { get }
    func size(for proposal: ProposedSize, of node: Node) -> Size
    func place(_ node: Node, proposal: ProposedSize)
}

@MainActor
final class LayoutDriver<L: Layout>: LayoutDriving {
    let layout: L
    let grid: PointGrid
    private var cache: L.Cache?

    init(layout: L, grid: PointGrid) {
        self.layout = layout
        self.grid = grid
    }

    nonisolated var name: String { String(String(describing: L.self).prefix { $0 != "<" }) }

    private func subviews(of node: Node, placements: LayoutPlacements) -> LayoutSubviews {
        LayoutSubviews(subviews: node.children.enumerated().map { LayoutSubview(node: $1, index: $0, grid: grid, placements: placements) })
    }

    private func withCache<T>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var current = cache ?? layout.makeCache(subviews: subviews)
        let result = body(&current)
        cache = current
        return result
    }

    func size(for proposal: ProposedSize, of node: Node) -> Size {
        let subviews = subviews(of: node, placements: LayoutPlacements())
        let points = withCache(subviews) { layout.sizeThatFits(proposal: grid.proposal(proposal), subviews: subviews, cache: &$0) }
        return Size(
            width: grid.cells(points.width, along: .horizontal) ?? 0,
            height: grid.cells(points.height, along: .vertical) ?? 0
        )
    }

    func place(_ node: Node, proposal: ProposedSize) {
        let placements = LayoutPlacements()
        let subviews = subviews(of: node, placements: placements)
        let frame = node.frame
        let bounds = CGRect(
            x: grid.points(frame.x, along: .horizontal), y: grid.points(frame.y, along: .vertical),
            width: grid.points(frame.width, along: .horizontal), height: grid.points(frame.height, along: .vertical)
        )
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: grid.proposal(proposal), subviews: subviews, cache: &$0) }
        for (index, child) in node.children.enumerated() {
            // A subview the layout did not place goes to the center, as in SwiftUI.
            let (origin, childProposal) = placements.origins[index] ?? (CGPoint(x: bounds.midX, y: bounds.midY), .unspecified)
            child.place(
                at: (grid.cells(origin.x, along: .horizontal) ?? 0, grid.cells(origin.y, along: .vertical) ?? 0),
                proposal: grid.cells(childProposal)
            )
        }
    }
}

/// The view a custom layout makes of its content.
public struct _LayoutView<L: Layout, Content: View>: PrimitiveView {
    let layout: L
    let content: Content

    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        // A screen made of a team's layout is named after it.
        context.recorder.noteComposite(L.self)
        let children = Resolver.nodes(for: content, in: context.inside(stackAxis: nil))
        let driver = LayoutDriver(layout: layout, grid: PointGrid(device: context.environment.device))
        nodes.append(Node(LayoutElement(driver: driver), children: children, in: context))
    }
}
