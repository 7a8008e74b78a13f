import RenderFormat

/// Editable text over several lines: its text wraps in the space it is given.
public nonisolated struct TextEditor: View {
    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }

    @MainActor public var body: some View {
        Text(verbatim: text.wrappedValue)
            .frame(maxWidth: .infinity, alignment: .topLeading)
            .modifier(_SemanticsKindModifier(kind: "TextEditor", printsSize: false))
            .modifier(_SemanticsModifier.property("text", SemanticsSyntax.quote(text.wrappedValue)))
            .modifier(_SemanticsModifier(.interactive({ _, _ in }, .type(text))))
    }
}
