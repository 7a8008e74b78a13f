import Foundation
/// An activity indicator, drawn as `⟳`, with an optional label below it.
public nonisolated struct ProgressView<Label: View>: PrimitiveView {
    let label: Label?
    /// The part done, from 0 to 1, for a determinate view; nil for a spinner.
    var fraction: Double? = nil

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let style = context.environment.progressViewStyle
        if let style, style._builtInName == nil {
            appendCustom(style, in: context, into: &nodes)
            return
        }
        let circular = style?._builtInName == "circular"
        let spinner = fraction.map { circular ? Node(ProgressElement(), in: context) : Node(ProgressBarElement(fraction: $0), in: context) } ?? Node(ProgressElement(), in: context)
        if let fraction { spinner.semantics.value = "\(Int((fraction * 100).rounded()))%" }
        if let name = style?._builtInName, name != "automatic" { spinner.semantics.properties.append(("style", name)) }
        guard let label else {
            spinner.semantics.kind = "ProgressView"
            spinner.semantics.namePrintsSize = false
            nodes.append(spinner)
            return
        }
        spinner.semantics.isOmitted = true
        let labelNodes = Resolver.nodes(for: label, in: context.inside(stackAxis: .vertical))
        // A bar sits under its label, leading; a spinner above it, centered.
        let node = fraction == nil || circular
            ? Node(StackElement(axis: .vertical, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0), children: [spinner] + labelNodes, in: context)
            : Node(StackElement(axis: .vertical, horizontalAlignment: .leading, verticalAlignment: .center, spacing: 0), children: labelNodes + [spinner], in: context)
        node.semantics.kind = "ProgressView"
        node.semantics.namePrintsSize = false
        node.semantics.value = spinner.semantics.value
        nodes.append(node)
    }

    /// A style of the app's own draws the view from its configuration.
    @MainActor private func appendCustom(_ style: some ProgressViewStyle, in context: ResolveContext, into nodes: inout [Node]) {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { .init(view: AnyView($0)) },
            currentValueLabel: nil
        )
        var inner = context.environment
        inner.progressViewStyle = nil
        let children = Resolver.nodes(for: style.makeBody(configuration: configuration), in: context.with(environment: inner))
        let node = Node(StackElement(axis: .vertical, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0), children: children, in: context)
        node.semantics.kind = "ProgressView"
        node.semantics.namePrintsSize = false
        if let fraction { node.semantics.value = "\(Int((fraction * 100).rounded()))%" }
        nodes.append(node)
    }
}

extension ProgressView {
    /// A determinate view with its own label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = value.map { total > 0 ? Double($0 / total) : 0 }
    }

    public init<V: BinaryFloatingPoint, CurrentValueLabel: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, total: total, label: label)
    }

    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension ProgressView where Label == EmptyView {
    public init() {
        label = nil
    }

    /// A bar `value / total` done: `━━━━──────`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        label = nil
        fraction = value.map { total > 0 ? Double($0 / total) : 0 }
    }

    /// A progress of Foundation's.
    public init(_ progress: Progress) {
        label = nil
        fraction = progress.fractionCompleted
    }

    /// A timer's progress; a still picture shows it at its start.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        label = nil
        fraction = countsDown ? 1 : 0
    }
}

extension ProgressView where Label == Text {
    public init(_ title: String) {
        label = Text(title)
    }

    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        label = Text(title)
        fraction = value.map { total > 0 ? Double($0 / total) : 0 }
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        label = Text(titleKey)
        fraction = value.map { total > 0 ? Double($0 / total) : 0 }
    }
}
