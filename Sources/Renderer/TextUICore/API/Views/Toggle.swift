/// A switch with its label on the leading side and the switch on the trailing one:
/// `──●` when on, `○──` when off. The semantics name it with its value.
public nonisolated struct Toggle<Label: View>: PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label
    /// The title of `Toggle(_:isOn:)`, printed on the toggle's own line.
    let title: String?

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        title = nil
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        if let style = context.environment.toggleStyle, style._builtInName == nil {
            appendCustom(style, in: context, into: &nodes)
            return
        }
        let isOn = isOn.wrappedValue
        let labelNodes = context.environment.labelsHidden ? [] : Resolver.nodes(for: label, in: context.inside(stackAxis: .horizontal))
        let spacer = Node(SpacerElement(minLength: 1, axis: .horizontal), in: context)
        let knob = Resolver.nodes(for: Text(isOn ? "──●" : "○──"), in: context)[0]
        knob.semantics.isOmitted = true
        let node = Node(StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0), children: labelNodes + [spacer, knob], in: context)
        node.semantics.kind = "Toggle"
        node.semantics.namePrintsSize = false
        node.semantics.value = isOn ? "on" : "off"
        node.semantics.isDisabled = !context.environment.isEnabled
        if let live = context.live, context.environment.isEnabled { live.register(.toggle(self.isOn), on: node) }
        if let tint = context.environment.tint { node.semantics.properties.append(("tint", tint)) }
        if let style = context.environment.toggleStyle?._builtInName, style != "automatic" {
            node.semantics.properties.append(("style", style))
        }
        if let title {
            node.semantics.text = title
            node.semantics.isLeaf = true
        }
        nodes.append(node)
    }
}

extension Toggle {
    /// A style of the app's own draws the toggle: its body, named as the toggle.
    @MainActor private func appendCustom(_ style: some ToggleStyle, in context: ResolveContext, into nodes: inout [Node]) {
        let configuration = ToggleStyleConfiguration(label: .init(view: AnyView(label)), isOn: isOn)
        var inner = context.environment
        inner.toggleStyle = nil
        let children = Resolver.nodes(for: style.makeBody(configuration: configuration), in: context.with(environment: inner))
        let node = Node(StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0), children: children, in: context)
        node.semantics.kind = "Toggle"
        node.semantics.namePrintsSize = false
        node.semantics.value = isOn.wrappedValue ? "on" : "off"
        node.semantics.text = title
        node.semantics.properties.append(("style", String(describing: type(of: style))))
        if let live = context.live, context.environment.isEnabled { live.register(.toggle(isOn), on: node) }
        nodes.append(node)
    }
}

extension Toggle where Label == Text {
    /// A `String` shown as it is; disfavored, so that a literal is a `LocalizedStringKey`
    /// whose values are written for the locale, as in SwiftUI.
    @_disfavoredOverload
    public init(_ title: String, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = Text(title)
        self.title = title
    }
}
