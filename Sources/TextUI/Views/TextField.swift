import RenderFormat
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
        nodes.append(Self.field("TextField", showing: value, placeholder: placeholder, in: context) {
            [("placeholder", SemanticsSyntax.quote(placeholder)), ("text", SemanticsSyntax.quote(value))]
        })
    }

    /// A field's node: `shown` drawn, or the placeholder when it is empty; styled and
    /// enabled by the environment; with the properties the field's kind names.
    static func field(_ kind: String, showing shown: String, placeholder: String, in context: ResolveContext, properties: () -> [(String, String)]) -> Node {
        let node = Node(TextFieldElement(text: shown, placeholder: placeholder, isSearch: false), in: context)
        node.semantics.kind = kind
        node.semantics.applyTextStyle(context.environment)
        node.semantics.properties = properties()
        node.semantics.isDisabled = !context.environment.isEnabled
        return node
    }
}
