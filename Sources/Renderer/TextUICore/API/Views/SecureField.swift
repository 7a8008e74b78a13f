import RenderFormat
/// A password field: its text drawn as one `•` a character, as the device shows it;
/// the semantics never print the text, only how long it is.
public nonisolated struct SecureField: PrimitiveView {
    let placeholder: String
    let text: Binding<String>

    public init(_ placeholder: String, text: Binding<String>) {
        self.placeholder = placeholder
        self.text = text
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let count = text.wrappedValue.count
        nodes.append(TextField.field("SecureField", showing: String(repeating: "•", count: count), placeholder: placeholder, editing: text, in: context) {
            [("placeholder", SemanticsSyntax.quote(placeholder)), ("characters", String(count))]
        })
    }
}
