/// An activity indicator, drawn as `⟳`, with an optional label below it.
public struct ProgressView<Label: View>: PrimitiveView {
    let label: Label?

    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let spinner = Node(ProgressElement(), in: context)
        guard let label else {
            spinner.semantics.kind = "ProgressView"
            spinner.semantics.namePrintsSize = false
            nodes.append(spinner)
            return
        }
        spinner.semantics.isOmitted = true
        let labelNodes = Resolver.nodes(for: label, in: context.inside(stackAxis: .vertical))
        let node = Node(StackElement(axis: .vertical, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0), children: [spinner] + labelNodes, in: context)
        node.semantics.kind = "ProgressView"
        node.semantics.namePrintsSize = false
        nodes.append(node)
    }
}

extension ProgressView where Label == EmptyView {
    public init() {
        label = nil
    }
}

extension ProgressView where Label == Text {
    public init(_ title: String) {
        label = Text(title)
    }
}
