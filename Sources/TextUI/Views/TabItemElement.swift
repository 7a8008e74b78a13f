/// A tab's content, with the title of its item in the tab bar: transparent to layout
/// and the semantics, as a tag is. `TabView` reads the title.
struct TabItemElement: Element {
    let title: String

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        node.children[0].sizeThatFits(proposal)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        node.children[0].place(at: (node.frame.x, node.frame.y), proposal: proposal)
    }

    var wrapsOneView: Bool { true }

    /// The item title of a tab's node, looking through the wrappers around it.
    static func title(of node: Node) -> String? {
        if let element = node.withElement({ $0 as? TabItemElement }) {
            return element.title
        }
        return node.children.count == 1 ? title(of: node.children[0]) : nil
    }
}
