import Foundation

struct GeometryElement: Element {
    let content: LateContent
    let idealSize: Size

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        Size(width: proposal.width ?? idealSize.width, height: proposal.height ?? idealSize.height)
    }

    /// Makes the content for the frame's size, puts it in the place of the child, and
    /// places it: drawing and the semantics then find it as the reader's child.
    func placeChildren(of node: Node, proposal: ProposedSize) {
        let (children, frame) = (node.children, node.frame)
        let node = content.node(for: Size(width: frame.width, height: frame.height))
        node.place(at: (frame.x, frame.y), proposal: ProposedSize(width: frame.width, height: frame.height))
        children.replace(at: 0, with: node)
    }
}
