/// A value within a range: the label and the current value above a bar of the
/// fraction, as the default gauge style draws it in a form.
public nonisolated struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? Double((value - bounds.lowerBound) / span) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    @MainActor public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                label
                Spacer(minLength: 8)
                currentValueLabel
            }
            HStack(spacing: 8) {
                minimumValueLabel
                ProgressView(value: fraction).accessibilityHidden(true)
                maximumValueLabel
            }
        }
        .modifier(_SemanticsKindModifier(kind: "Gauge", printsSize: false))
        .modifier(_SemanticsModifier.value("\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// How gauges inside draw; each is drawn as the default, named by its style.
@MainActor @preconcurrency
public protocol GaugeStyle {}
public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }

extension View {
    /// A gauge's look, named (`gaugeStyle=accessoryCircular`): a text render draws every
    /// gauge as a bar.
    nonisolated public func gaugeStyle(_ style: some GaugeStyle) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.style("gaugeStyle", style, protocolName: "GaugeStyle"))
    }
}
