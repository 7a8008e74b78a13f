import Foundation
import SwiftUI

/// Chart content with a modifier applied: each mark inside is changed as the modifier
/// says when the chart collects them.
public nonisolated struct ModifiedChartContent<Content: ChartContent>: PrimitiveChartContent {
    let content: Content
    let change: (inout MarkRecord) -> Void

    @MainActor public func _collectMarks(into output: inout _ChartMarks) {
        output.collect(content, changing: change)
    }
}

extension ChartContent {
    nonisolated func modified(_ change: @escaping (inout MarkRecord) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, change: change)
    }
}

// MARK: - Styles, series and symbols

extension ChartContent {
    /// Draws the marks in a style: `.foregroundStyle(.red)`, named `color=red` on each
    /// mark's line.
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        modified { $0.foreground = style }
    }

    /// Colors the marks by a value: each distinct value is a series, with a color of
    /// the chart's palette (or its `chartForegroundStyleScale`) and a legend entry.
    public nonisolated func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { $0.foregroundBy = value.channel }
    }

    /// Draws points with a symbol: `.symbol(.square)`.
    public nonisolated func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let basic = symbol as? BasicChartSymbolShape ?? .circle
        return modified { $0.symbol = basic }
    }

    /// Draws points with a view; a text render draws the default symbol.
    public nonisolated func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        modified { _ in }
    }

    /// Gives each distinct value a symbol of its own, and a legend entry.
    public nonisolated func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { $0.symbolBy = value.channel }
    }

    public nonisolated func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { $0.symbolSize = size.width * size.height }
    }

    public nonisolated func symbolSize(_ area: CGFloat) -> some ChartContent {
        modified { $0.symbolSize = area }
    }

    public nonisolated func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { _ in }
    }

    /// Places marks with the same category side by side, one for each value, rather
    /// than stacked: grouped bars.
    public nonisolated func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        modified { $0.positionBy = value.channel }
    }

    /// How a line or an area goes from point to point. A text render draws straight
    /// segments for the curves, and steps for the step methods.
    public nonisolated func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }

    /// A line's stroke: a dashed stroke draws `╌` rather than `─`.
    public nonisolated func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { $0.lineStyle = style }
    }

    public nonisolated func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { $0.lineStyleBy = value.channel }
    }

    /// See-through marks, named `opacity=50%`; a fill under 100 % draws in `░`.
    public nonisolated func opacity(_ value: Double) -> some ChartContent {
        modified { $0.opacity = value }
    }

    /// Rounded bars: named on the mark's line, drawn square.
    public nonisolated func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { $0.cornerRadius = radius }
    }

    /// Whether a gradient spans the plot rather than each mark; a text render draws a
    /// gradient in its first color either way.
    public nonisolated func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent {
        modified { _ in }
    }

    public nonisolated func zIndex(_ value: Double) -> some ChartContent {
        modified { _ in }
    }

    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modified { _ in }
    }

    public nonisolated func offset(_ offset: CGSize) -> some ChartContent {
        modified { _ in }
    }

    public nonisolated func blur(radius: CGFloat) -> some ChartContent {
        modified { _ in }
    }

    public nonisolated func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modified { _ in }
    }
}

// MARK: - Annotations

extension ChartContent {
    /// A view beside each mark: `.annotation(position: .top) { Text("\(count)") }`.
    /// It is drawn where the position says, and its own lines are in the semantics.
    public nonisolated func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        nonisolated(unsafe) let view = content()
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing) { _ in AnyView(view) }
        return modified { $0.annotations.append(annotation) }
    }

    public nonisolated func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing) { context in AnyView(content(context)) }
        return modified { $0.annotations.append(annotation) }
    }

    public nonisolated func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }

    public nonisolated func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }
}

/// Where an annotation goes, relative to its mark.
public struct AnnotationPosition: Sendable, Equatable {
    let name: String

    public static var automatic: AnnotationPosition { AnnotationPosition(name: "automatic") }
    public static var overlay: AnnotationPosition { AnnotationPosition(name: "overlay") }
    public static var top: AnnotationPosition { AnnotationPosition(name: "top") }
    public static var bottom: AnnotationPosition { AnnotationPosition(name: "bottom") }
    public static var leading: AnnotationPosition { AnnotationPosition(name: "leading") }
    public static var trailing: AnnotationPosition { AnnotationPosition(name: "trailing") }
    public static var topLeading: AnnotationPosition { AnnotationPosition(name: "topLeading") }
    public static var topTrailing: AnnotationPosition { AnnotationPosition(name: "topTrailing") }
    public static var bottomLeading: AnnotationPosition { AnnotationPosition(name: "bottomLeading") }
    public static var bottomTrailing: AnnotationPosition { AnnotationPosition(name: "bottomTrailing") }
}

/// What an annotation's content is told about its mark.
public struct AnnotationContext {
    /// The mark's size, in points.
    public let targetSize: CGSize
}

/// What an annotation does when it would leave the chart; a text render clips it.
public struct AnnotationOverflowResolution: Sendable {
    public struct Strategy: Sendable {
        let name: String
        public static var automatic: Strategy { Strategy(name: "automatic") }
        public static var fit: Strategy { Strategy(name: "fit") }
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(name: "fit") }
        public static var padScale: Strategy { Strategy(name: "padScale") }
        public static var disabled: Strategy { Strategy(name: "disabled") }
    }

    public struct Boundary: Sendable {
        let name: String
        public static var automatic: Boundary { Boundary(name: "automatic") }
        public static var chart: Boundary { Boundary(name: "chart") }
        public static var plot: Boundary { Boundary(name: "plot") }
    }

    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
    public static var automatic: AnnotationOverflowResolution { AnnotationOverflowResolution() }
}

// MARK: - Accessibility

extension ChartContent {
    /// What a screen reader says for the mark; named `label="…"` on its line.
    public nonisolated func accessibilityLabel(_ label: Text) -> some ChartContent {
        let text = label.plainText
        return modified { $0.accessibilityLabel = text }
    }

    public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some ChartContent {
        let text = labelKey.plainText
        return modified { $0.accessibilityLabel = text }
    }

    @_disfavoredOverload
    public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent {
        let text = String(label)
        return modified { $0.accessibilityLabel = text }
    }

    /// The mark's value as a screen reader says it; named `value="…"` on its line.
    public nonisolated func accessibilityValue(_ value: Text) -> some ChartContent {
        let text = value.plainText
        return modified { $0.accessibilityValue = text }
    }

    public nonisolated func accessibilityValue(_ valueKey: LocalizedStringKey) -> some ChartContent {
        let text = valueKey.plainText
        return modified { $0.accessibilityValue = text }
    }

    @_disfavoredOverload
    public nonisolated func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent {
        let text = String(value)
        return modified { $0.accessibilityValue = text }
    }

    public nonisolated func accessibilityIdentifier(_ identifier: String) -> some ChartContent {
        modified { $0.accessibilityIdentifier = identifier }
    }

    public nonisolated func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
        modified { $0.isAccessibilityHidden = hidden }
    }
}

// MARK: - Interpolation and symbols

/// How a line or an area joins its points.
public struct InterpolationMethod: Sendable, Equatable {
    let name: String

    public static let linear = InterpolationMethod(name: "linear")
    public static let monotone = InterpolationMethod(name: "monotone")
    public static let catmullRom = InterpolationMethod(name: "catmullRom")
    public static let cardinal = InterpolationMethod(name: "cardinal")
    public static let stepStart = InterpolationMethod(name: "stepStart")
    public static let stepCenter = InterpolationMethod(name: "stepCenter")
    public static let stepEnd = InterpolationMethod(name: "stepEnd")

    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// A shape that marks a point: the framework's are `BasicChartSymbolShape`s.
public protocol ChartSymbolShape: Shape {
    /// The part of the unit rectangle the symbol looks like it fills.
    var perceptualUnitRect: CGRect { get }
}

/// The framework's point symbols, each drawn as a glyph: circle `●`, square `■`,
/// triangle `▲`, diamond `◆`, pentagon `⬟`, plus `+`, cross `×`, asterisk `*`.
public nonisolated struct BasicChartSymbolShape: ChartSymbolShape, Equatable {
    let name: String

    /// The symbols in the order a chart gives them to series.
    nonisolated static let all: [BasicChartSymbolShape] = ["circle", "square", "triangle", "diamond", "pentagon", "plus", "cross", "asterisk"].map(BasicChartSymbolShape.init(name:))

    public nonisolated var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    public nonisolated func path(in rect: CGRect) -> Path { Path() }

    nonisolated var glyph: Character {
        switch name {
        case "square": "■"
        case "triangle": "▲"
        case "diamond": "◆"
        case "pentagon": "⬟"
        case "plus": "+"
        case "cross": "×"
        case "asterisk": "*"
        default: "●"
        }
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public nonisolated static var circle: BasicChartSymbolShape { BasicChartSymbolShape(name: "circle") }
    public nonisolated static var square: BasicChartSymbolShape { BasicChartSymbolShape(name: "square") }
    public nonisolated static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(name: "triangle") }
    public nonisolated static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(name: "diamond") }
    public nonisolated static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(name: "pentagon") }
    public nonisolated static var plus: BasicChartSymbolShape { BasicChartSymbolShape(name: "plus") }
    public nonisolated static var cross: BasicChartSymbolShape { BasicChartSymbolShape(name: "cross") }
    public nonisolated static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(name: "asterisk") }
}
