/// Content that can scroll. A snapshot shows all of it: the screen grows to the
/// content's full height and marks where the device's screen ends.
public nonisolated struct ScrollView<Content: View>: PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let axis: Axis = axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical
        let children = Resolver.nodes(for: content, in: context.inside(stackAxis: axis))
        var content: Node
        if children.count == 1 {
            content = children[0]
        } else {
            content = Node(StackElement(axis: axis, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0), children: children, in: context)
        }
        // `contentMargins(_:_:for:)`: the content sits that far inside the scroll view.
        let margins = context.environment.contentMargins
        if !margins.isEmpty {
            content = Node(PaddingElement(insets: margins.cells(in: context)), children: [content], in: context)
        }
        let node = Node(ScrollElement(axes: axes), children: [content], in: context)
        if axes == .horizontal { node.semantics.properties.append(("axis", "horizontal")) }
        context.live?.register(.scroll, on: node)
        nodes.append(node)
    }
}
