import RenderFormat
import Foundation

/// A control that opens a URL: its label, named `Link` with its destination in the
/// semantics (`url=https://…`). Nothing opens during a render.
public nonisolated struct Link<Label: View>: PrimitiveView {
    let label: Label
    let destination: URL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let children = Resolver.nodes(for: label, in: context.inside(stackAxis: nil))
        let node = Resolver.control("Link", label: children, in: context)
        node.semantics.properties.append(("url", SemanticsSyntax.group(destination.absoluteString)))
        nodes.append(node)
    }
}

extension Link where Label == Text {
    public init(_ title: String, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
