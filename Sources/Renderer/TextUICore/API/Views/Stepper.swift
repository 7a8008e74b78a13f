/// A value with − and + buttons: the label, then `[− +]`; the semantics name the value.
public nonisolated struct Stepper<Label: View>: View {
    let label: Label
    let valueText: String?

    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        valueText = nil
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        valueText = "\(value.wrappedValue)"
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        valueText = "\(value.wrappedValue)"
    }

    @MainActor public var body: some View {
        HStack(spacing: 0) {
            if !EnvironmentValues.rendering.labelsHidden {
                label
                Spacer(minLength: 1)
            }
            Text(verbatim: "[− +]").accessibilityHidden(true)
        }
        .modifier(_SemanticsKindModifier(kind: "Stepper", printsSize: false))
        .modifier(_SemanticsModifier { semantics, _ in
            if let valueText { semantics.value = valueText }
        })
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    public init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }
}
