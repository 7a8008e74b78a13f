/// A label and its value on one row, the value trailing in the secondary style, as
/// SwiftUI draws it in a form.
public nonisolated struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    @MainActor public var body: some View {
        HStack(spacing: 0) {
            if !EnvironmentValues.rendering.labelsHidden {
                label
                Spacer(minLength: 8)
            }
            content.foregroundStyle(.secondary)
        }
        .modifier(_SemanticsKindModifier(kind: "LabeledContent", printsSize: false))
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init(_ title: String, value: String) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    public init(_ titleKey: LocalizedStringKey, value: String) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A value in a format: `LabeledContent("Price", value: price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}
