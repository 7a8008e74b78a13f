/// An icon and a title, read as one element.
public struct Label: PrimitiveView {
    let title: String
    let systemImage: String

    public init(_ title: String, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }

    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let icon = Resolver.nodes(for: Image(systemName: systemImage), in: context)
        let text = Resolver.nodes(for: Text(title), in: context)
        let node = Node(
            .stack(StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0)),
            children: icon + text,
            in: context
        )
        node.semantics.kind = "Label"
        node.semantics.text = title
        node.semantics.applyTextStyle(context.environment)
        node.semantics.properties.append(("systemName", systemImage))
        node.semantics.isLeaf = true
        nodes.append(node)
    }
}
