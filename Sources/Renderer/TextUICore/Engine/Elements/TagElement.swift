import RenderFormat

/// A view's value among a picker's options: transparent to layout and semantics.
struct TagElement: Element {
    let tag: AnyHashable

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        return node.children[0].sizeThatFits(proposal)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        let (children, frame) = (node.children, node.frame)
        children[0].place(at: (frame.x, frame.y), proposal: proposal)
    }

    var wrapsOneView: Bool { true }

    /// The tag of an option's node, looking through the wrappers around it.
    static func tag(of node: Node) -> AnyHashable? {
        if let element = node.withElement({ $0 as? TagElement }) {
            return element.tag
        }
        return node.children.count == 1 ? tag(of: node.children[0]) : nil
    }
}
