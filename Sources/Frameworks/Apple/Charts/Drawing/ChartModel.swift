import Foundation
import SwiftUI
import TextUI

/// A chart's marks read once, before any size is known: the series and their styles,
/// where stacked marks start and end, what each axis spans, and the semantics lines.
struct ChartModel {
    /// A value of `foregroundStyle(by:)` (or `symbol(by:)`): a legend entry.
    struct Series {
        let value: PlotValue
        let name: String
        let style: any ShapeStyle
        let index: Int
        var hasFill = false
        var symbol: BasicChartSymbolShape?
    }

    /// Which way a bar, an area or a rectangle extends from its position.
    enum Orientation {
        /// Up from the x axis: the value is on y.
        case vertical
        /// Along from the y axis: the value is on x.
        case horizontal
    }

    /// Where a bar or an area starts and ends along its value axis, stacked.
    struct Span {
        var orientation: Orientation
        /// nil: the whole plot (a bar with fixed ends, or none).
        var low: Double?
        var high: Double?
    }

    /// What an axis's values need: their kind, and their extent.
    struct Extent {
        var categories: [String] = []
        var lower = Double.infinity
        var upper = -Double.infinity
        var kind: AxisScale.Kind = .none
        var includesZero = false

        mutating func add(_ value: PlotValue?) {
            guard let value else { return }
            switch value {
            case let .category(category):
                if kind == .none { kind = .category }
                if !categories.contains(category) { categories.append(category) }
            case let .number(number):
                if kind == .none { kind = .numeric }
                add(number: number)
            case let .date(date):
                if kind == .none { kind = .date }
                add(number: date.timeIntervalSinceReferenceDate)
            }
        }

        mutating func add(number: Double) {
            guard number.isFinite else { return }
            lower = min(lower, number)
            upper = max(upper, number)
        }
    }

    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .teal, .yellow, .pink, .indigo, .mint, .brown, .cyan, .gray]
    static let fillGlyphs: [Character] = ["█", "▓", "▒", "▚"]

    let marks: [MarkRecord]
    let configuration: ChartConfiguration
    let format: ValueFormat
    private(set) var series: [Series] = []
    private(set) var symbolSeries: [Series] = []
    private(set) var spans: [Int: Span] = [:]
    private(set) var xExtent = Extent()
    private(set) var yExtent = Extent()
    /// Sector charts: the share of each sector mark, by index.
    private(set) var shares: [Int: Double] = [:]

    var isPie: Bool { marks.contains { $0.kind == .sector } }

    init(marks: [MarkRecord], configuration: ChartConfiguration, format: ValueFormat) {
        self.marks = marks
        self.configuration = configuration
        self.format = format
        makeSeries()
        makeSpans()
        makeExtents()
        makeShares()
    }

    // MARK: - Series and styles

    private mutating func makeSeries() {
        var values: [PlotValue] = configuration.foregroundScale.domain ?? []
        for mark in marks {
            if let value = mark.foregroundBy?.value, !values.contains(value) { values.append(value) }
        }
        let styles = configuration.foregroundScale.styles
        series = values.enumerated().map { index, value in
            let style: any ShapeStyle = configuration.foregroundScale.mapping?(value)
                ?? styles.map { $0[index % $0.count] }
                ?? Self.palette[index % Self.palette.count]
            return Series(value: value, name: format.name(value), style: style, index: index)
        }
        for mark in marks where [.bar, .area, .rectangle, .sector].contains(mark.kind) {
            if let index = seriesIndex(of: mark) { series[index].hasFill = true }
        }
        var symbolValues: [PlotValue] = configuration.symbolScale.domain ?? []
        for mark in marks {
            if let value = mark.symbolBy?.value, !symbolValues.contains(value) { symbolValues.append(value) }
        }
        let symbols = configuration.symbolScale.symbols ?? BasicChartSymbolShape.all
        symbolSeries = symbolValues.enumerated().map { index, value in
            var entry = Series(value: value, name: format.name(value), style: Color.secondary, index: index)
            entry.symbol = symbols[index % symbols.count]
            return entry
        }
        // A series drawn with symbols shows its symbol in the legend.
        for mark in marks where mark.kind == .point || mark.symbol != nil || mark.symbolBy != nil {
            guard let index = seriesIndex(of: mark) else { continue }
            series[index].symbol = symbol(of: mark)
        }
    }

    func seriesIndex(of mark: MarkRecord) -> Int? {
        guard let value = mark.foregroundBy?.value else { return nil }
        return series.firstIndex { $0.value == value }
    }

    /// The style a mark draws in: its own, its series', or the default blue.
    func style(of mark: MarkRecord) -> any ShapeStyle {
        if let style = mark.foreground { return style }
        if let index = seriesIndex(of: mark) { return series[index].style }
        return Color.blue
    }

    /// The symbol of a mark's points, if it has one.
    func symbol(of mark: MarkRecord) -> BasicChartSymbolShape? {
        if let symbol = mark.symbol { return symbol }
        if let value = mark.symbolBy?.value, let entry = symbolSeries.first(where: { $0.value == value }) { return entry.symbol }
        return mark.kind == .point ? .circle : nil
    }

    /// The character a fill draws its whole cells with: one pattern a series, so that
    /// the plain text tells series apart, and `░` for a see-through style of no series.
    func fillGlyph(of mark: MarkRecord, index: Int) -> Character {
        if let series = seriesIndex(of: mark) { return Self.fillGlyphs[series % Self.fillGlyphs.count] }
        if mark.kind == .sector { return Self.fillGlyphs[index % Self.fillGlyphs.count] }
        if isSeeThrough(mark) { return "░" }
        return "█"
    }

    func isSeeThrough(_ mark: MarkRecord) -> Bool {
        if let opacity = mark.opacity, opacity < 1 { return true }
        return CellDrawing.Canvas.isSeeThrough(style(of: mark))
    }

    // MARK: - Stacking

    /// Which way a bar goes: up from a category or date, or along from one.
    static func orientation(of mark: MarkRecord) -> Orientation {
        if mark.hasYInterval { return .vertical }
        if mark.hasXInterval { return .horizontal }
        if mark.y == nil { return .vertical }
        if mark.x == nil { return .horizontal }
        if mark.y?.value.category != nil, mark.x?.value.category == nil { return .horizontal }
        return .vertical
    }

    private mutating func makeSpans() {
        // Running sums of the stacks, by orientation and position.
        var positive: [String: Double] = [:]
        var negative: [String: Double] = [:]
        var stacked: [(index: Int, key: String, method: MarkStackingMethod)] = []
        for (index, mark) in marks.enumerated() where [.bar, .area, .rectangle].contains(mark.kind) {
            let orientation = mark.kind == .rectangle ? .vertical : Self.orientation(of: mark)
            let valueChannel = orientation == .vertical ? mark.y : mark.x
            let endChannel = orientation == .vertical ? mark.yEnd : mark.xEnd
            let position = orientation == .vertical ? mark.x : mark.y
            guard let valueChannel else {
                spans[index] = Span(orientation: orientation, low: nil, high: nil)
                continue
            }
            let start = valueChannel.value.number ?? 0
            if let end = (endChannel?.value ?? valueChannel.end)?.number {
                spans[index] = Span(orientation: orientation, low: min(start, end), high: max(start, end))
                continue
            }
            if mark.kind == .rectangle || mark.stacking == .unstacked || mark.positionBy != nil {
                spans[index] = Span(orientation: orientation, low: min(0, start), high: max(0, start))
                continue
            }
            let key = "\(orientation)|\(mark.kind)|" + (position.map { ValueFormat.key($0.value) } ?? "")
            if start >= 0 {
                let low = positive[key, default: 0]
                positive[key] = low + start
                spans[index] = Span(orientation: orientation, low: low, high: low + start)
            } else {
                let high = negative[key, default: 0]
                negative[key] = high + start
                spans[index] = Span(orientation: orientation, low: high + start, high: high)
            }
            stacked.append((index, key, mark.stacking))
        }
        // Normalized stacks are fractions of their total; centered ones straddle zero.
        for (index, key, method) in stacked where method == .normalized || method == .center {
            guard var span = spans[index], let low = span.low, let high = span.high else { continue }
            let total = positive[key, default: 0] - negative[key, default: 0]
            if method == .normalized, total > 0 {
                span.low = low / total
                span.high = high / total
            } else if method == .center {
                span.low = low - total / 2
                span.high = high - total / 2
            }
            spans[index] = span
        }
    }

    // MARK: - Extents

    private mutating func makeExtents() {
        for (index, mark) in marks.enumerated() where mark.kind != .sector {
            if let span = spans[index] {
                let isVertical = span.orientation == .vertical
                // The value axis spans the stack; the other, the positions.
                if let low = span.low, let high = span.high {
                    if isVertical { yExtent.add(mark.y?.value); yExtent.add(number: low); yExtent.add(number: high) } else { xExtent.add(mark.x?.value); xExtent.add(number: low); xExtent.add(number: high) }
                }
                if isVertical { addPositions(mark.x, end: mark.xEnd, to: &xExtent) } else { addPositions(mark.y, end: mark.yEnd, to: &yExtent) }
                if mark.kind != .rectangle, !mark.hasXInterval, !mark.hasYInterval {
                    if isVertical { yExtent.includesZero = true } else { xExtent.includesZero = true }
                }
            } else {
                addPositions(mark.x, end: mark.xEnd, to: &xExtent)
                addPositions(mark.y, end: mark.yEnd, to: &yExtent)
                if mark.kind == .line { yExtent.includesZero = true }
            }
        }
    }

    /// A channel's values, and the end of its date's unit: a day's bar reaches the next.
    private func addPositions(_ channel: PlotChannel?, end: PlotChannel?, to extent: inout Extent) {
        guard let channel else { return }
        extent.add(channel.value)
        extent.add(channel.end)
        extent.add(end?.value)
        if let unit = channel.unit, case let .date(date) = channel.value {
            let calendar = channel.calendar ?? format.calendar
            if let next = calendar.date(byAdding: unit, value: 1, to: date) { extent.add(.date(next)) }
        }
    }

    private mutating func makeShares() {
        let values = marks.enumerated().compactMap { index, mark -> (Int, Double)? in
            guard mark.kind == .sector, let number = mark.angle?.value.number else { return nil }
            return (index, max(0, number))
        }
        let total = values.reduce(0) { $0 + $1.1 }
        for (index, value) in values {
            shares[index] = total > 0 ? value / total : 0
        }
    }

    // MARK: - Semantics

    /// The chart's own line: what its axes plot, and what it hides.
    var properties: [CellDrawing.Property] {
        var properties: [CellDrawing.Property] = []
        let cartesian = marks.filter { $0.kind != .sector }
        if let label = cartesian.lazy.compactMap({ $0.x?.label }).first, !label.isEmpty { properties.append(.quoted("x", label)) }
        if let label = cartesian.lazy.compactMap({ $0.y?.label }).first, !label.isEmpty { properties.append(.quoted("y", label)) }
        if let label = marks.lazy.compactMap({ $0.angle?.label }).first, !label.isEmpty { properties.append(.quoted("angle", label)) }
        if configuration.xAxis.visibility == .hidden { properties.append(.text("xAxis", "hidden")) }
        if configuration.yAxis.visibility == .hidden { properties.append(.text("yAxis", "hidden")) }
        if configuration.legend.visibility == .hidden, !series.isEmpty || !symbolSeries.isEmpty { properties.append(.text("legend", "hidden")) }
        if !configuration.scrollableAxes.isEmpty { properties.append(.text("scrolls", configuration.scrollableAxes == [.horizontal] ? "x" : configuration.scrollableAxes == [.vertical] ? "y" : "xy")) }
        return properties
    }

    /// A line a mark: its kind and values, series, color and what a reader is told.
    var lines: [CellDrawing.Line] {
        marks.enumerated().map { index, mark in
            var properties: [CellDrawing.Property] = []
            if mark.xEnd != nil {
                if let x = mark.x { properties.append(format.property("xStart", x)) }
                if let xEnd = mark.xEnd { properties.append(format.property("xEnd", xEnd)) }
            } else if let x = mark.x {
                properties.append(format.property("x", x))
            }
            if mark.yEnd != nil {
                if let y = mark.y { properties.append(format.property("yStart", y)) }
                if let yEnd = mark.yEnd { properties.append(format.property("yEnd", yEnd)) }
            } else if let y = mark.y {
                properties.append(format.property("y", y))
            }
            if let angle = mark.angle {
                properties.append(format.property("angle", angle))
                if let share = shares[index] { properties.append(.text("share", Self.percent(share))) }
            }
            if let value = mark.foregroundBy { properties.append(format.property("series", value)) } else if let value = mark.series { properties.append(format.property("series", value)) }
            if let value = mark.symbolBy { properties.append(format.property("symbol", value)) } else if let symbol = mark.symbol { properties.append(.text("symbol", symbol.name)) }
            if let value = mark.positionBy { properties.append(format.property("position", value)) }
            if mark.stacking != .standard, [.bar, .area].contains(mark.kind) { properties.append(.text("stacking", mark.stacking.name)) }
            properties.append(.style("color", style(of: mark)))
            if let opacity = mark.opacity { properties.append(.text("opacity", Self.percent(opacity))) }
            if let method = mark.interpolation, method != .linear { properties.append(.text("interpolation", method.name)) }
            if let dash = mark.lineStyle?.dash, !dash.isEmpty { properties.append(.text("lineStyle", "dashed")) }
            if let label = mark.accessibilityLabel { properties.append(.quoted("label", label)) }
            if let value = mark.accessibilityValue { properties.append(.quoted("value", value)) }
            if let identifier = mark.accessibilityIdentifier { properties.append(.quoted("identifier", identifier)) }
            if mark.isAccessibilityHidden { properties.append(.text("accessibility", "hidden")) }
            return CellDrawing.Line(kind: mark.kind.rawValue, properties: properties)
        }
    }

    static func percent(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded()))%"
    }
}
