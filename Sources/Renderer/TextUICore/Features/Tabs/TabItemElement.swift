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

    /// The badge a tab carries (`.badge(3)` on the tab or its item), taken off the tab so
    /// the tab bar shows it on the tab's item, as iOS draws it, whether or not the tab
    /// is selected. A modifier's attributes land on the tab's semantic target (its
    /// content's first element, through the item's wrapper), so that is where it is.
    @MainActor static func takeBadge(from node: Node) -> SemanticValue? {
        let target = node.semanticTarget
        guard let index = target.semantics.properties.firstIndex(where: { $0.0 == "badge" }) else { return nil }
        return target.semantics.properties.remove(at: index).1
    }
}
