/// A color well: the label, then `●` in the chosen color; the semantics name the color.
public nonisolated struct ColorPicker<Label: View>: View {
    let label: Label
    let selection: Binding<Color>

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
    }

    @MainActor public var body: some View {
        HStack(spacing: 0) {
            if !EnvironmentValues.rendering.labelsHidden {
                label
                Spacer(minLength: 1)
            }
            Text(verbatim: "●").foregroundStyle(selection.wrappedValue).accessibilityHidden(true)
        }
        .modifier(_SemanticsKindModifier(kind: "ColorPicker", printsSize: false))
        .modifier(_SemanticsModifier { [paint = selection.wrappedValue.paint] semantics, context in
            // A value is quoted text: a color made for both schemes is named for the
            // scheme of the views around it.
            semantics.value = paint.name(dark: context.environment.colorScheme == .dark)
        })
    }
}

extension ColorPicker where Label == Text {
    public init(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
}
