/// A control that performs an action. The render marks it `Button`; the action never
/// runs during a render.
public struct Button<Label: View>: PrimitiveView {
    let label: Label
    let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let children = Resolver.nodes(for: label, in: context.inside(stackAxis: nil))
        let node = Node(.stack(StackElement(axis: .vertical, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0)), children: children, in: context)
        node.semantics.kind = "Button"
        node.semantics.isDisabled = !context.environment.isEnabled
        nodes.append(node)
    }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
