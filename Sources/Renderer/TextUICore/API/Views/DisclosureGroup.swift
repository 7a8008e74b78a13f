/// A label that shows or hides its content: `›` before the label when closed, `⌄` when
/// open with the content below, indented. Closed unless its binding says open.
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    @MainActor public var body: some View {
        let isOpen = isExpanded?.wrappedValue ?? false
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                label
                Spacer(minLength: 1)
                Text(isOpen ? "⌄" : "›").accessibilityHidden(true)
            }
            if isOpen {
                VStack(alignment: .leading, spacing: 0) { content }
                    .padding(.leading, CellLength.columns(2))
            }
        }
        .modifier(_SemanticsKindModifier(kind: "DisclosureGroup", printsSize: false))
        .modifier(_SemanticsModifier.value(isOpen ? "expanded" : "collapsed"))
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}
