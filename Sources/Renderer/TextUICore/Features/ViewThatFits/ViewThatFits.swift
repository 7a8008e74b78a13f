/// The first of its views that fits the space along the given axes, at its ideal size;
/// the last when none does. The render draws and names only the one chosen.
public nonisolated struct ViewThatFits<Content: View>: PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let candidates = Resolver.nodes(for: content, in: context.inside(stackAxis: nil))
        nodes.append(Node(ViewThatFitsElement(axes: axes), children: candidates, in: context))
    }
}
