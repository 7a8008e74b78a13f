/// A switch with its label on the leading side and the switch on the trailing one:
/// `──●` when on, `○──` when off. The semantics name it with its value.
public struct Toggle<Label: View>: PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label
    /// The title of `Toggle(_:isOn:)`, printed on the toggle's own line.
    let title: String?

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        title = nil
    }

    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let isOn = isOn.wrappedValue
        let labelNodes = Resolver.nodes(for: label, in: context.inside(stackAxis: .horizontal))
        let spacer = Node(SpacerElement(minLength: 1, axis: .horizontal), in: context)
        let knob = Resolver.nodes(for: Text(isOn ? "──●" : "○──"), in: context)[0]
        knob.semantics.isOmitted = true
        let node = Node(StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0), children: labelNodes + [spacer, knob], in: context)
        node.semantics.kind = "Toggle"
        node.semantics.namePrintsSize = false
        node.semantics.value = isOn ? "on" : "off"
        node.semantics.isDisabled = !context.environment.isEnabled
        if let tint = context.environment.tint { node.semantics.properties.append(("tint", tint)) }
        if let title {
            node.semantics.text = title
            node.semantics.isLeaf = true
        }
        nodes.append(node)
    }
}

extension Toggle where Label == Text {
    public init(_ title: String, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = Text(title)
        self.title = title
    }
}
