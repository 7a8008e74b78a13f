/// A tab's content, with the title of its item in the tab bar: transparent to layout
/// and the semantics, as a tag is. `TabView` reads the title.
struct TabItemElement: WrapperElement {
    let title: String

    /// The item title of a tab's node, looking through the wrappers around it.
    static func title(of node: Node) -> String? {
        if let element = node.withElement({ $0 as? TabItemElement }) {
            return element.title
        }
        return node.children.count == 1 ? title(of: node.children[0]) : nil
    }
}
