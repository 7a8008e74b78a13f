/// An editable line of text, shown with its text or, when empty, its placeholder.
public struct TextField: PrimitiveView {
    let placeholder: String
    let text: Binding<String>

    public init(_ placeholder: String, text: Binding<String>) {
        self.placeholder = placeholder
        self.text = text
    }

    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let value = text.wrappedValue
        let node = Node(textField: TextFieldElement(text: value, placeholder: placeholder, isSearch: false), in: context)
        node.semantics.kind = "TextField"
        node.semantics.applyTextStyle(context.environment)
        node.semantics.properties = [("placeholder", SemanticsLine.quote(placeholder)), ("text", SemanticsLine.quote(value))]
        node.semantics.isDisabled = !context.environment.isEnabled
        nodes.append(node)
    }
}
