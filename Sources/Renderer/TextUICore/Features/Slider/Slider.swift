import RenderFormat

/// A control for a value in a range: its track with the thumb where the value is,
/// between its minimum and maximum labels. The semantics give the value and the range
/// (`Slider value=0.25 range=0...1`); its label is what a screen reader reads.
public nonisolated struct Slider<Label: View, ValueLabel: View>: PrimitiveView {
    let fraction: Double
    let valueText: String
    let rangeText: String
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, minimum: ValueLabel?, maximum: ValueLabel?) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? (Double(value) - Double(bounds.lowerBound)) / span : 0
        valueText = ValueNames.points(Double(value))
        rangeText = ValueNames.points(Double(bounds.lowerBound)) + "..." + ValueNames.points(Double(bounds.upperBound))
        self.label = label
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let inner = context.inside(stackAxis: .horizontal)
        let track = Node(SliderElement(fraction: fraction), in: context)
        track.semantics.value = valueText
        track.semantics.properties.append(("range", rangeText))
        track.semantics.isDisabled = !context.environment.isEnabled
        if let tint = context.environment.tint { track.semantics.properties.append(("tint", tint)) }
        let labelText = Resolver.readableTexts(of: Resolver.nodes(for: label, in: inner)).joined(separator: " ")
        if !labelText.isEmpty { track.semantics.label = labelText }
        let minimum = minimumValueLabel.map { Resolver.nodes(for: $0, in: inner) } ?? []
        let maximum = maximumValueLabel.map { Resolver.nodes(for: $0, in: inner) } ?? []
        guard !minimum.isEmpty || !maximum.isEmpty else {
            nodes.append(track)
            return
        }
        let frame = Node(FrameElement(minWidth: nil, idealWidth: nil, maxWidth: CellLayout.unbounded, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center), children: [track], in: context)
        nodes.append(Node(StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: .center, spacing: 1), children: minimum + [frame] + maximum, in: context))
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: nil, maximum: nil)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: nil, maximum: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: EmptyView(), minimum: nil, maximum: nil)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: EmptyView(), minimum: nil, maximum: nil)
    }
}
