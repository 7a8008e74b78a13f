import RenderFormat
import Foundation
import CoreGraphics

/// Draws its view moved by whole cells, where its parent placed it plus the offset.
struct OffsetElement: Element {
    let columns: Int
    let rows: Int

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        return node.children[0].sizeThatFits(proposal)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        let (children, frame) = (node.children, node.frame)
        children[0].place(at: (frame.x + columns, frame.y + rows), proposal: proposal)
    }

    var wrapsOneView: Bool { true }
}
