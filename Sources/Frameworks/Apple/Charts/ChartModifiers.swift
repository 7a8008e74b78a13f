import Foundation
import SwiftUI

// MARK: - What the modifiers set

/// What the chart modifiers say about the charts inside: they flow down the
/// environment, as in Swift Charts, so `.chartLegend(.hidden)` on a stack reaches every
/// chart in it, and the one nearest the chart wins.
struct ChartConfiguration {
    var xAxis = AxisConfiguration()
    var yAxis = AxisConfiguration()
    var xScale = ScaleConfiguration()
    var yScale = ScaleConfiguration()
    var legend = LegendConfiguration()
    var foregroundScale = StyleScaleConfiguration()
    var symbolScale = SymbolScaleConfiguration()
    var overlays: [ChartLayer] = []
    var backgrounds: [ChartLayer] = []
    var scrollableAxes: Axis.Set = []
    var xVisibleLength: Double?
    var yVisibleLength: Double?
    var xScrollStart: PlotValue?
    var yScrollStart: PlotValue?
}

struct AxisConfiguration {
    var visibility = Visibility.automatic
    /// nil: the axis's default marks.
    var marks: [AxisMarksSpec]?
    var title: AxisTitle?
}

/// An axis's title: the x axis's under its labels, the y axis's above the plot on
/// its labels' side, wherever `position` says.
struct AxisTitle {
    enum Content {
        case text(String)
        case view(AnyView)
    }

    let content: Content
}

struct ScaleConfiguration {
    var domain: _ChartScaleDomain.Kind?
    var padding: (start: CGFloat, end: CGFloat)?
    var type: ScaleType?
}

struct LegendConfiguration {
    var visibility = Visibility.automatic
    var position = AnnotationPosition.automatic
    var content: AnyView?
}

struct StyleScaleConfiguration {
    var domain: [PlotValue]?
    var styles: [any ShapeStyle]?
    var mapping: ((PlotValue) -> (any ShapeStyle)?)?
}

struct SymbolScaleConfiguration {
    var domain: [PlotValue]?
    var symbols: [BasicChartSymbolShape]?
}

/// A view over or under a chart, made for the chart's proxy once it is drawn.
struct ChartLayer {
    let alignment: Alignment
    let content: @MainActor (ChartProxy) -> AnyView
}

private struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

extension View {
    /// Changes the chart configuration of the views inside, keeping what modifiers
    /// further out set.
    func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }
}

// MARK: - Axes

extension View {
    /// Shows or hides the x axis: its line, ticks, grid lines and labels.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.xAxis.visibility = visibility }
    }

    /// The x axis's marks: `AxisMarks(values: .stride(by: .day)) { AxisValueLabel() }`.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        var list = _AxisMarksList()
        content()._collectAxisMarks(into: &list)
        let marks = list.marks
        return chartConfiguration { $0.xAxis.marks = marks }
    }

    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.yAxis.visibility = visibility }
    }

    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        var list = _AxisMarksList()
        content()._collectAxisMarks(into: &list)
        let marks = list.marks
        return chartConfiguration { $0.yAxis.marks = marks }
    }

    /// A title for the x axis, drawn under its labels.
    public func chartXAxisLabel(_ label: Text, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let title = AxisTitle(content: .text(label.plainText))
        return chartConfiguration { $0.xAxis.title = title }
    }

    public func chartXAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(Text(labelKey), position: position, alignment: alignment, spacing: spacing)
    }

    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(Text(verbatim: String(label)), position: position, alignment: alignment, spacing: spacing)
    }

    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let title = AxisTitle(content: .view(AnyView(content())))
        return chartConfiguration { $0.xAxis.title = title }
    }

    /// A title for the y axis, drawn above the plot on the axis's side.
    public func chartYAxisLabel(_ label: Text, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let title = AxisTitle(content: .text(label.plainText))
        return chartConfiguration { $0.yAxis.title = title }
    }

    public func chartYAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(Text(labelKey), position: position, alignment: alignment, spacing: spacing)
    }

    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(Text(verbatim: String(label)), position: position, alignment: alignment, spacing: spacing)
    }

    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let title = AxisTitle(content: .view(AnyView(content())))
        return chartConfiguration { $0.yAxis.title = title }
    }
}

// MARK: - Scales

extension View {
    /// The x values the plot spans: `0...100`, a date range, or categories in order.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let kind = domain._domain.kind
        return chartConfiguration { $0.xScale.domain = kind; $0.xScale.type = type }
    }

    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        let kind = domain._domain.kind
        let padding = range._padding
        return chartConfiguration { $0.xScale.domain = kind; $0.xScale.padding = padding; $0.xScale.type = type }
    }

    public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let padding = range._padding
        return chartConfiguration { $0.xScale.padding = padding; $0.xScale.type = type }
    }

    public func chartXScale(type: ScaleType? = nil) -> some View {
        chartConfiguration { $0.xScale.type = type }
    }

    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let kind = domain._domain.kind
        return chartConfiguration { $0.yScale.domain = kind; $0.yScale.type = type }
    }

    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        let kind = domain._domain.kind
        let padding = range._padding
        return chartConfiguration { $0.yScale.domain = kind; $0.yScale.padding = padding; $0.yScale.type = type }
    }

    public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let padding = range._padding
        return chartConfiguration { $0.yScale.padding = padding; $0.yScale.type = type }
    }

    public func chartYScale(type: ScaleType? = nil) -> some View {
        chartConfiguration { $0.yScale.type = type }
    }

    /// The styles of the series `foregroundStyle(by:)` makes, in the domain's order.
    public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View where Range.VisualValue: ShapeStyle {
        let categories = domain._domain.categories
        let styles = range._styles
        return chartConfiguration { $0.foregroundScale.domain = categories; $0.foregroundScale.styles = styles }
    }

    public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let categories = domain._domain.categories
        return chartConfiguration { $0.foregroundScale.domain = categories }
    }

    public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View where Range.VisualValue: ShapeStyle {
        let styles = range._styles
        return chartConfiguration { $0.foregroundScale.styles = styles }
    }

    /// A style for each series value: `["Apples": .red, "Pears": .green]`.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let domain = mapping.map { PlotValue($0.key) }
        let styles: [any ShapeStyle] = mapping.map(\.value)
        return chartConfiguration { $0.foregroundScale.domain = domain; $0.foregroundScale.styles = styles }
    }

    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        let map: (PlotValue) -> (any ShapeStyle)? = { value in value.as(DataValue.self).map(mapping) }
        return chartConfiguration { $0.foregroundScale.mapping = map }
    }

    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View where Domain.Element: Plottable {
        let categories = domain.map { PlotValue($0) }
        let map: (PlotValue) -> (any ShapeStyle)? = { value in value.as(Domain.Element.self).map(mapping) }
        return chartConfiguration { $0.foregroundScale.domain = categories; $0.foregroundScale.mapping = map }
    }

    /// The symbols of the values `symbol(by:)` plots, in the domain's order.
    public func chartSymbolScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let categories = domain._domain.categories
        return chartConfiguration { $0.symbolScale.domain = categories }
    }

    public func chartSymbolScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, BasicChartSymbolShape>) -> some View {
        let domain = mapping.map { PlotValue($0.key) }
        let symbols = mapping.map(\.value)
        return chartConfiguration { $0.symbolScale.domain = domain; $0.symbolScale.symbols = symbols }
    }
}

extension _ChartScaleDomain {
    /// The categories of a domain given as an array; nil for ranges and `.automatic`.
    var categories: [PlotValue]? {
        if case let .categories(values) = kind { values } else { nil }
    }
}

// MARK: - Legend

extension View {
    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legend.visibility = visibility }
    }

    /// Where the legend goes: `.bottom` (the default), `.top`, `.leading`, `.trailing`.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfiguration { $0.legend.position = position }
    }

    /// A legend of the app's own, drawn where the legend goes.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return chartConfiguration { $0.legend.position = position; $0.legend.content = view }
    }
}

// MARK: - Overlays, plot style

extension View {
    /// A view over the chart, made with its proxy: the proxy answers from the drawn
    /// plot (`position(forX:)`, `plotFrame`).
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        let layer = ChartLayer(alignment: alignment) { AnyView(content($0)) }
        return chartConfiguration { $0.overlays.append(layer) }
    }

    /// A view under the chart, made with its proxy.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        let layer = ChartLayer(alignment: alignment) { AnyView(content($0)) }
        return chartConfiguration { $0.backgrounds.append(layer) }
    }

    /// Styles the plot area; a text render draws the plot as it is.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        self
    }
}

/// The plot area, as `chartPlotStyle` styles it.
public nonisolated struct ChartPlotContent: View {
    @MainActor public var body: some View { EmptyView() }
}

// MARK: - Selection and scrolling

extension View {
    /// Binds the selected x value. A still picture selects nothing: the binding keeps
    /// its value, and the chart draws no selection.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        self
    }

    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View {
        self
    }

    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        self
    }

    public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View {
        self
    }

    /// Binds the value of the selected sector; nothing is selected in a still picture.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
        self
    }

    /// The axes the plot scrolls along; with a visible domain, the picture shows the
    /// part of the data a scroll view shows first.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        chartConfiguration { $0.scrollableAxes = axes }
    }

    /// How much of x a scrollable chart shows: a number, seconds of dates, or a count
    /// of categories.
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let length = PlotValue(length).number
        return chartConfiguration { $0.xVisibleLength = length }
    }

    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let length = PlotValue(length).number
        return chartConfiguration { $0.yVisibleLength = length }
    }

    /// Where a scrollable chart starts; the picture starts there.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        let start = PlotValue(initialX)
        return chartConfiguration { $0.xScrollStart = start }
    }

    public func chartScrollPosition<P: Plottable>(initialY: P) -> some View {
        let start = PlotValue(initialY)
        return chartConfiguration { $0.yScrollStart = start }
    }

    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
        let start = PlotValue(x.wrappedValue)
        return chartConfiguration { $0.xScrollStart = start }
    }

    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View {
        let start = PlotValue(y.wrappedValue)
        return chartConfiguration { $0.yScrollStart = start }
    }
}
