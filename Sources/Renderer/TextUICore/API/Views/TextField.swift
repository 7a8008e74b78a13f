import RenderFormat
/// An editable line of text, shown with its text or, when empty, its placeholder.
public nonisolated struct TextField: PrimitiveView {
    let placeholder: String
    let text: Binding<String>

    public init(_ placeholder: String, text: Binding<String>) {
        self.placeholder = placeholder
        self.text = text
    }

    /// A field with a prompt shown while it is empty, in place of the title.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(prompt?.content ?? title, text: text)
    }

    /// A field that grows along `axis` as its text wraps; drawn as one line here.
    public init(_ title: String, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }

    public init(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title, text: text, prompt: prompt)
    }

    /// A field with a label view of its own; the placeholder is the prompt, or empty.
    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(prompt?.content ?? "", text: text)
    }

    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(prompt?.content ?? "", text: text)
    }

    /// A field editing a value in a format: `TextField("Amount", value: $amount, format: .number)`.
    /// It shows the value formatted; typing is not simulated.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        let formatted = Binding<String>(get: { format.format(value.wrappedValue) }, set: { newValue in
            if let parsed = try? format.parseStrategy.parse(newValue) { value.wrappedValue = parsed }
        })
        self.init(prompt?.content ?? title, text: formatted)
    }

    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        let formatted = Binding<String>(get: { value.wrappedValue.map { format.format($0) } ?? "" }, set: { newValue in
            value.wrappedValue = try? format.parseStrategy.parse(newValue)
        })
        self.init(prompt?.content ?? title, text: formatted)
    }

    /// A field editing a value through a `Formatter`, as iOS 13 wrote it.
    public init<V>(_ title: String, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        let formatted = Binding<String>(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { newValue in
            // Linux's Foundation keeps the general parse internal: numbers and dates only.
            let parsed: Any? = (formatter as? NumberFormatter)?.number(from: newValue) ?? (formatter as? DateFormatter)?.date(from: newValue)
            if let parsed = parsed as? V { value.wrappedValue = parsed }
        })
        self.init(prompt?.content ?? title, text: formatted)
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let value = text.wrappedValue
        nodes.append(Self.field("TextField", showing: value, placeholder: placeholder, editing: text, in: context) {
            [("placeholder", SemanticsSyntax.quote(placeholder)), ("text", SemanticsSyntax.quote(value))]
        })
    }

    /// A field's node: `shown` drawn, or the placeholder when it is empty; styled and
    /// enabled by the environment; with the properties the field's kind names.
    @MainActor static func field(_ kind: String, showing shown: String, placeholder: String, editing text: Binding<String>, in context: ResolveContext, properties: () -> [(String, String)]) -> Node {
        let node = Node(TextFieldElement(text: shown, placeholder: placeholder, isSearch: false), in: context)
        node.semantics.kind = kind
        node.semantics.applyTextStyle(context.environment)
        node.semantics.properties = properties().map { ($0.0, .text($0.1)) }
        node.semantics.isDisabled = !context.environment.isEnabled
        if let live = context.live, context.environment.isEnabled { live.register(.type(text), on: node) }
        return node
    }
}
