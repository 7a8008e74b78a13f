import Foundation
import SwiftUI

// MARK: - What a mark holds

/// A mark as the chart draws it: its kind, its values for each channel, and what its
/// modifiers set. Modifiers on a group of marks (a `ForEach`) change each.
struct MarkRecord {
    enum Kind: String {
        case bar = "BarMark"
        case line = "LineMark"
        case point = "PointMark"
        case area = "AreaMark"
        case rule = "RuleMark"
        case rectangle = "RectangleMark"
        case sector = "SectorMark"
    }

    /// A position given in points rather than by a value: a rule's ends, or a point's
    /// place across; nil ends reach the plot's edges.
    enum Fixed {
        case span(start: CGFloat?, end: CGFloat?)
        case center(CGFloat?)
    }

    let kind: Kind
    /// The value on x, or the start of an x interval (`xStart:`).
    var x: PlotChannel?
    /// The end of an x interval (`xEnd:`).
    var xEnd: PlotChannel?
    var y: PlotChannel?
    var yEnd: PlotChannel?
    var fixedX: Fixed?
    var fixedY: Fixed?
    var angle: PlotChannel?
    var innerRadius = MarkDimension.automatic
    var outerRadius = MarkDimension.automatic
    var angularInset: CGFloat?
    var width = MarkDimension.automatic
    var height = MarkDimension.automatic
    var stacking = MarkStackingMethod.standard
    /// The series a line or an area belongs to (`series:`).
    var series: PlotChannel?

    var foreground: (any ShapeStyle)?
    var foregroundBy: PlotChannel?
    var symbol: BasicChartSymbolShape?
    var symbolBy: PlotChannel?
    var symbolSize: CGFloat?
    var positionBy: PlotChannel?
    var interpolation: InterpolationMethod?
    var lineStyle: StrokeStyle?
    var lineStyleBy: PlotChannel?
    var opacity: Double?
    var cornerRadius: CGFloat?
    var annotations: [MarkAnnotation] = []
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var accessibilityIdentifier: String?
    var isAccessibilityHidden = false

    init(kind: Kind) {
        self.kind = kind
    }

    /// Whether x is an interval (`xStart:xEnd:`, or a range value).
    var hasXInterval: Bool { xEnd != nil || x?.end != nil }
    var hasYInterval: Bool { yEnd != nil || y?.end != nil }
}

/// A view a mark is annotated with, and where it goes.
struct MarkAnnotation {
    let position: AnnotationPosition
    let alignment: Alignment
    let spacing: CGFloat?
    let content: (AnnotationContext) -> AnyView
}

/// A mark collected as it is.
protocol MarkContent: PrimitiveChartContent {
    var record: MarkRecord { get }
}

extension MarkContent {
    @MainActor public func _collectMarks(into output: inout _ChartMarks) {
        output.marks.append(record)
    }
}

// MARK: - Sizes and stacking

/// The size of a mark across its value: a bar's width, a sector's radius.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable, Equatable {
    enum Kind: Equatable {
        case automatic
        case fixed(CGFloat)
        case inset(CGFloat)
        case ratio(CGFloat)
    }

    let kind: Kind

    /// The framework's choice: 60 % of a category's band, the plot's full radius.
    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// The band (or radius) less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    /// A fraction of the band (or radius).
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }

    public init(floatLiteral value: Double) {
        kind = .fixed(CGFloat(value))
    }

    public init(integerLiteral value: Int) {
        kind = .fixed(CGFloat(value))
    }

    private init(kind: Kind) {
        self.kind = kind
    }
}

/// How marks at the same place stack: bars with the same category, areas at the same x.
public struct MarkStackingMethod: Sendable, Equatable {
    let name: String

    /// On top of each other, from zero.
    public static var standard: MarkStackingMethod { MarkStackingMethod(name: "standard") }
    /// On top of each other, as fractions of their total.
    public static var normalized: MarkStackingMethod { MarkStackingMethod(name: "normalized") }
    /// On top of each other, centered on zero.
    public static var center: MarkStackingMethod { MarkStackingMethod(name: "center") }
    /// Each from zero, over each other.
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(name: "unstacked") }
}

// MARK: - BarMark

/// Data as bars: a bar from zero to the value, for each category or date.
public nonisolated struct BarMark: MarkContent {
    var record = MarkRecord(kind: .bar)

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record.x = x.channel
        record.y = y.channel
        record.width = width
        record.height = height
        record.stacking = stacking
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        record.x = x.channel
        record.y = yStart.channel
        record.yEnd = yEnd.channel
        record.width = width
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        record.x = xStart.channel
        record.xEnd = xEnd.channel
        record.y = y.channel
        record.height = height
    }

    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record.x = x.channel
        record.fixedY = .span(start: yStart, end: yEnd)
        record.width = width
        record.stacking = stacking
    }

    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record.fixedX = .span(start: xStart, end: xEnd)
        record.y = y.channel
        record.height = height
        record.stacking = stacking
    }
}

// MARK: - LineMark

/// Data as a line through its points, one line a series.
public nonisolated struct LineMark: MarkContent {
    var record = MarkRecord(kind: .line)

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = x.channel
        record.y = y.channel
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        record.x = x.channel
        record.y = y.channel
        record.series = series.channel
    }
}

// MARK: - PointMark

/// Data as points: a scatter plot.
public nonisolated struct PointMark: MarkContent {
    var record = MarkRecord(kind: .point)

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = x.channel
        record.y = y.channel
    }

    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        record.fixedX = .center(x)
        record.y = y.channel
    }

    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        record.x = x.channel
        record.fixedY = .center(y)
    }
}

// MARK: - AreaMark

/// Data as the area under a line, or between two; areas at the same x stack.
public nonisolated struct AreaMark: MarkContent {
    var record = MarkRecord(kind: .area)

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        record.x = x.channel
        record.y = y.channel
        record.stacking = stacking
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard) {
        record.x = x.channel
        record.y = y.channel
        record.series = series.channel
        record.stacking = stacking
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = x.channel
        record.y = yStart.channel
        record.yEnd = yEnd.channel
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>) {
        record.x = x.channel
        record.y = yStart.channel
        record.yEnd = yEnd.channel
        record.series = series.channel
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = xStart.channel
        record.xEnd = xEnd.channel
        record.y = y.channel
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        record.x = xStart.channel
        record.xEnd = xEnd.channel
        record.y = y.channel
        record.series = series.channel
    }
}

// MARK: - RuleMark

/// A line across the plot at a value (a threshold), or between two values.
public nonisolated struct RuleMark: MarkContent {
    var record = MarkRecord(kind: .rule)

    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record.x = x.channel
        record.fixedY = .span(start: yStart, end: yEnd)
    }

    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        record.fixedX = .span(start: xStart, end: xEnd)
        record.y = y.channel
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = x.channel
        record.y = yStart.channel
        record.yEnd = yEnd.channel
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = xStart.channel
        record.xEnd = xEnd.channel
        record.y = y.channel
    }

    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        record.x = xStart.channel
        record.xEnd = xEnd.channel
        record.fixedY = .center(y)
    }

    public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.fixedX = .center(x)
        record.y = yStart.channel
        record.yEnd = yEnd.channel
    }
}

// MARK: - RectangleMark

/// A rectangle at a value or between values: a heat map's cell.
public nonisolated struct RectangleMark: MarkContent {
    var record = MarkRecord(kind: .rectangle)

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        record.x = x.channel
        record.y = y.channel
        record.width = width
        record.height = height
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = xStart.channel
        record.xEnd = xEnd.channel
        record.y = yStart.channel
        record.yEnd = yEnd.channel
    }

    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record.x = xStart.channel
        record.xEnd = xEnd.channel
        record.fixedY = .span(start: yStart, end: yEnd)
    }

    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.fixedX = .span(start: xStart, end: xEnd)
        record.y = yStart.channel
        record.yEnd = yEnd.channel
    }

    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        record.x = x.channel
        record.fixedY = .span(start: yStart, end: yEnd)
        record.width = width
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        record.x = x.channel
        record.y = yStart.channel
        record.yEnd = yEnd.channel
        record.width = width
    }

    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        record.fixedX = .span(start: xStart, end: xEnd)
        record.y = y.channel
        record.height = height
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        record.x = xStart.channel
        record.xEnd = xEnd.channel
        record.y = y.channel
        record.height = height
    }

    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record.fixedX = .span(start: xStart, end: xEnd)
        record.fixedY = .span(start: yStart, end: yEnd)
    }
}

// MARK: - SectorMark

/// A slice of a pie or a donut: its angle is its value's share of the sum of all.
public nonisolated struct SectorMark: MarkContent {
    var record = MarkRecord(kind: .sector)

    public init(angle: PlottableValue<some Plottable>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        record.angle = angle.channel
        record.innerRadius = innerRadius
        record.outerRadius = outerRadius
        record.angularInset = angularInset
    }
}
