import Foundation
import SwiftUI
import TextUI

/// Lays a chart out in the cells it is given and draws it: the legend first takes its
/// rows (at the bottom unless it says otherwise), then the axes their labels (the y
/// labels on the trailing side, as Swift Charts puts them, the x labels under the axis
/// line), and the plot the rest. A pie takes the plot's place. Annotations, custom
/// labels and overlays are views, placed over the picture.
///
///     ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈ 6     grid line at each y tick: ┈
///     ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈██████┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈ 5
///     ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈██████┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈ 4     a tick's label is on the row
///     ┈┈┈┈██████┈┈┈┈┈┈┈██████┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈ 3     a bar of its value ends in
///         ██████       ██████       ▄▄▄▄▄▄         eighth blocks for the rest
///     ────██████───────██████───────██████──── 0     the x axis line: level 0
///          Mon          Tue          Wed
@MainActor
struct ChartDrawing {
    let model: ChartModel
    private var configuration: ChartConfiguration { model.configuration }
    private var format: ValueFormat { model.format }

    /// The secondary style axis labels and the legend's names are in.
    static let labelStyle: any ShapeStyle = HierarchicalShapeStyle.secondary
    /// The style of grid lines and the axis line.
    static let gridStyle: any ShapeStyle = HierarchicalShapeStyle.tertiary

    static let defaultMarks = AxisMarksSpec(position: .automatic, values: AxisMarkValues.automatic.kind, parts: nil)

    /// The part of the chart's cells left for the plot.
    struct Area {
        var left: Int
        var top: Int
        var right: Int
        var bottom: Int
        var width: Int { right - left }
        var height: Int { bottom - top }
    }

    func draw(on canvas: inout CellDrawing.Canvas) {
        let width = canvas.width, height = canvas.height
        guard width > 0, height > 0 else { return }
        var grid = DrawGrid(width: width, height: height)
        var area = Area(left: 0, top: 0, right: width, bottom: height)
        let legend = placeLegend(in: &area, canvas: &canvas)
        var geometry: PlotGeometry?
        var rects: [Int: CellRect] = [:]
        if model.isPie {
            (geometry, rects) = PieDrawing(model: model, pointsPerColumn: canvas.pointsPerColumn, pointsPerRow: canvas.pointsPerRow).draw(in: area, into: &grid)
        } else {
            (geometry, rects) = drawCartesian(in: area, into: &grid, canvas: &canvas)
        }
        drawLegend(legend, into: &grid)
        grid.flush(to: &canvas)
        placeAnnotations(rects: rects, geometry: geometry, canvas: &canvas)
        placeLayers(geometry: geometry, canvas: &canvas)
    }

    // MARK: - Legend

    struct LegendEntry {
        let glyph: Character
        let style: any ShapeStyle
        let text: String
    }

    /// Where the legend goes, and what it is.
    struct LegendPlacement {
        enum Side { case top, bottom, leading, trailing }
        var side: Side
        var area: Area
        var lines: [[(entry: LegendEntry, text: String, column: Int)]]
    }

    /// The legend's entries: a series each, with the glyph it is drawn with (its fill's
    /// pattern, its symbol, or `■`), and for a pie its share.
    var legendEntries: [LegendEntry] {
        var entries = model.series.map { series in
            let glyph: Character = series.hasFill ? ChartModel.fillGlyphs[series.index % ChartModel.fillGlyphs.count] : series.symbol?.glyph ?? "■"
            var text = series.name
            if model.isPie {
                let share = model.marks.indices.filter { model.marks[$0].foregroundBy?.value == series.value }.reduce(0) { $0 + (model.shares[$1] ?? 0) }
                text += " " + ChartModel.percent(share)
            }
            return LegendEntry(glyph: glyph, style: series.style, text: text)
        }
        let named = Set(model.series.map(\.value))
        for symbol in model.symbolSeries where !named.contains(symbol.value) {
            entries.append(LegendEntry(glyph: symbol.symbol?.glyph ?? "●", style: Self.labelStyle, text: symbol.name))
        }
        return entries
    }

    private func placeLegend(in area: inout Area, canvas: inout CellDrawing.Canvas) -> LegendPlacement? {
        guard configuration.legend.visibility != .hidden else { return nil }
        let side: LegendPlacement.Side = switch configuration.legend.position {
        case .top, .topLeading, .topTrailing, .overlay: .top
        case .leading: .leading
        case .trailing: .trailing
        default: .bottom
        }
        if let content = configuration.legend.content {
            let subview = canvas.subview(content)
            let size = canvas.size(of: subview, width: area.width, height: nil)
            let rows = min(size.height, max(0, area.height - 1))
            guard rows > 0 else { return nil }
            let row = side == .top ? area.top : area.bottom - rows
            canvas.place(subview, column: area.left, row: row, width: area.width, height: rows)
            if side == .top { area.top += rows } else { area.bottom -= rows }
            return nil
        }
        let entries = legendEntries
        guard !entries.isEmpty else { return nil }
        var placement = LegendPlacement(side: side, area: area, lines: [])
        switch side {
        case .top, .bottom:
            var line: [(entry: LegendEntry, text: String, column: Int)] = []
            var column = 0
            for entry in entries {
                let text = truncated(entry.text, toWidth: max(1, area.width - 2))
                let width = 2 + CellDrawing.Canvas.width(of: text)
                if !line.isEmpty, column + 2 + width > area.width {
                    placement.lines.append(line)
                    line = []
                    column = 0
                }
                let start = line.isEmpty ? 0 : column + 2
                line.append((entry, text, start))
                column = start + width
            }
            if !line.isEmpty { placement.lines.append(line) }
            let rows = min(placement.lines.count, max(0, area.height - 1))
            placement.lines = Array(placement.lines.prefix(rows))
            if side == .top {
                placement.area = Area(left: area.left, top: area.top, right: area.right, bottom: area.top + rows)
                area.top += rows
            } else {
                placement.area = Area(left: area.left, top: area.bottom - rows, right: area.right, bottom: area.bottom)
                area.bottom -= rows
            }
        case .leading, .trailing:
            let widest = entries.map { 2 + CellDrawing.Canvas.width(of: $0.text) }.max() ?? 0
            let width = min(widest, max(3, area.width / 3))
            placement.lines = entries.prefix(area.height).map { [($0, truncated($0.text, toWidth: width - 2), 0)] }
            if side == .leading {
                placement.area = Area(left: area.left, top: area.top, right: area.left + width, bottom: area.bottom)
                area.left += width + 1
            } else {
                placement.area = Area(left: area.right - width, top: area.top, right: area.right, bottom: area.bottom)
                area.right -= width + 1
            }
        }
        return placement
    }

    private func drawLegend(_ legend: LegendPlacement?, into grid: inout DrawGrid) {
        guard let legend else { return }
        for (index, line) in legend.lines.enumerated() {
            let row = legend.area.top + index
            for (entry, text, column) in line {
                let x = legend.area.left + column
                grid.put(entry.glyph, column: x, row: row, style: entry.style, layer: .text)
                grid.write(text, column: x + 2, row: row, style: Self.labelStyle, limit: legend.area.right)
            }
        }
    }

    // MARK: - Axes and plot

    /// A value an axis marks, and what it shows there.
    struct Tick {
        enum Label {
            case text(String)
            case view(AnyView)
        }

        var value: PlotValue
        var grid: Bool
        var tick: Bool
        var label: Label?
        var style: (any ShapeStyle)?
    }

    private func drawCartesian(in area: Area, into grid: inout DrawGrid, canvas: inout CellDrawing.Canvas) -> (PlotGeometry?, [Int: CellRect]) {
        let xVisible = configuration.xAxis.visibility != .hidden
        let yVisible = configuration.yAxis.visibility != .hidden
        let xSpecs = xVisible ? configuration.xAxis.marks ?? [Self.defaultMarks] : []
        let ySpecs = yVisible ? configuration.yAxis.marks ?? [Self.defaultMarks] : []
        var top = area.top, bottom = area.bottom, left = area.left, right = area.right
        if configuration.yAxis.title != nil { top += 1 }
        if configuration.xAxis.title != nil { bottom -= 1 }
        let xHasLabels = xSpecs.contains { showsLabels($0, extent: model.xExtent, isX: true) }
        if xHasLabels { bottom -= 1 }
        if xVisible { bottom -= 1 }
        let rows = bottom - top
        guard rows >= 1 else { return (nil, [:]) }

        // The y axis first: its labels' width decides the plot's.
        let yIntervals = intervals(for: ySpecs, fallback: max(1, min(5, rows / 2)))
        let yScale = makeScale(model.yExtent, configuration.yScale, intervals: yIntervals, specs: ySpecs, visible: configuration.scrollableAxes.contains(.vertical) ? configuration.yVisibleLength : nil, start: configuration.yScrollStart)
        let yTicks = ticks(for: ySpecs, scale: yScale, intervals: yIntervals, isX: false, environment: canvas.environment)
        var yLabels: [(tick: Tick, width: Int, subview: CellDrawing.Subview?)] = []
        for tick in yTicks {
            switch tick.label {
            case let .text(text)?: yLabels.append((tick, CellDrawing.Canvas.width(of: text), nil))
            case let .view(view)?:
                let subview = canvas.subview(view)
                yLabels.append((tick, canvas.size(of: subview, width: nil, height: 1).width, subview))
            case nil: break
            }
        }
        let labelWidth = min(yLabels.map(\.width).max() ?? 0, max(0, area.width / 2))
        let labelsLeading = ySpecs.contains { $0.position == .leading }
        let reserved = labelWidth > 0 ? labelWidth + 1 : 0
        if labelsLeading { left += reserved } else { right -= reserved }
        let width = right - left
        guard width >= 1 else { return (nil, [:]) }

        // About a label's width apart: numbers are short, dates ("May 10") longer.
        let xIntervals = intervals(for: xSpecs, fallback: max(1, min(8, width / (model.xExtent.kind == .date ? 7 : 8))))
        let xScale = makeScale(model.xExtent, configuration.xScale, intervals: xIntervals, specs: xSpecs, visible: configuration.scrollableAxes.contains(.horizontal) ? configuration.xVisibleLength : nil, start: configuration.xScrollStart)
        let xTicks = ticks(for: xSpecs, scale: xScale, intervals: xIntervals, isX: true, environment: canvas.environment)

        var geometry = PlotGeometry(left: left, top: top, width: width, rows: rows, hasAxisRow: xVisible, xScale: xScale, yScale: yScale, pointsPerColumn: canvas.pointsPerColumn, pointsPerRow: canvas.pointsPerRow)
        if let padding = configuration.xScale.padding {
            geometry.xPadding = (min(Double(width) / 3, Double(padding.start) / canvas.pointsPerColumn), min(Double(width) / 3, Double(padding.end) / canvas.pointsPerColumn))
        }
        if let padding = configuration.yScale.padding {
            geometry.yPadding = (min(Double(rows) / 3, Double(padding.start) / canvas.pointsPerRow), min(Double(rows) / 3, Double(padding.end) / canvas.pointsPerRow))
        }

        // Grid lines, under everything.
        for tick in yTicks where tick.grid {
            guard let k = geometry.k(tick.value), !(k == 0 && xVisible) else { continue }
            let row = geometry.screenRow(k: k)
            for column in 0..<width { grid.putIfEmpty("┈", column: left + column, row: row, style: tick.style ?? Self.gridStyle, layer: .grid) }
        }
        for tick in xTicks where tick.grid {
            guard let column = geometry.column(tick.value) else { continue }
            for k in 1...rows { grid.putIfEmpty("┊", column: left + column, row: geometry.screenRow(k: k), style: tick.style ?? Self.gridStyle, layer: .grid) }
        }
        if xVisible {
            for column in 0..<width { grid.put("─", column: left + column, row: geometry.axisRow, style: Self.gridStyle, layer: .axis) }
            for tick in xTicks where tick.tick {
                guard let column = geometry.column(tick.value) else { continue }
                grid.put("┬", column: left + column, row: geometry.axisRow, style: Self.gridStyle, layer: .axis)
            }
        }

        var painter = MarkPainter(model: model, geometry: geometry)
        painter.paint(into: &grid)

        // The y labels, one a row.
        var usedRows: Set<Int> = []
        for (tick, labelWidth, subview) in yLabels {
            guard let k = geometry.k(tick.value) else { continue }
            let row = geometry.screenRow(k: k)
            guard !usedRows.contains(row) else { continue }
            usedRows.insert(row)
            let column = labelsLeading ? max(area.left, left - 1 - labelWidth) : right + 1
            if let subview {
                canvas.omitFromSemantics(subview)
                canvas.place(subview, column: column, row: row, width: labelWidth, height: 1)
            } else if case let .text(text)? = tick.label {
                grid.write(text, column: column, row: row, style: tick.style ?? Self.labelStyle, limit: labelsLeading ? left : area.right)
            }
        }

        // The x labels, under the axis line, leaving out any that would touch another.
        if xHasLabels {
            let row = xVisible ? geometry.axisRow + 1 : geometry.axisRow
            var end = area.left - 1
            for tick in xTicks {
                guard let label = tick.label, let fraction = xScale.fraction(tick.value) else { continue }
                var text: String?
                var subview: CellDrawing.Subview?
                var labelWidth: Int
                switch label {
                case let .text(string):
                    text = string
                    labelWidth = CellDrawing.Canvas.width(of: string)
                case let .view(view):
                    subview = canvas.subview(view)
                    labelWidth = canvas.size(of: subview!, width: nil, height: 1).width
                }
                let column = geometry.column(u: geometry.u(fraction))
                var start: Int
                switch xScale.kind {
                case .category:
                    let band = xScale.band(tick.value).map { Int(geometry.u($0.end).rounded()) - Int(geometry.u($0.start).rounded()) } ?? labelWidth
                    if let string = text, labelWidth > max(1, band - 1), band > 1 {
                        text = truncated(string, toWidth: band - 1)
                        labelWidth = CellDrawing.Canvas.width(of: text!)
                    }
                    start = left + Int(geometry.u(fraction).rounded(.down)) - labelWidth / 2
                case .date:
                    start = left + column
                default:
                    start = left + column - (labelWidth - 1) / 2
                }
                start = max(area.left, min(start, area.right - labelWidth))
                guard start > end, labelWidth > 0 else { continue }
                if let subview {
                    canvas.omitFromSemantics(subview)
                    canvas.place(subview, column: start, row: row, width: labelWidth, height: 1)
                } else if let text {
                    grid.write(text, column: start, row: row, style: tick.style ?? Self.labelStyle, limit: area.right)
                }
                end = start + labelWidth
            }
        }

        // Axis titles.
        if let title = configuration.yAxis.title {
            drawTitle(title, row: area.top, area: area, alignedTrailing: !labelsLeading, into: &grid, canvas: &canvas)
        }
        if let title = configuration.xAxis.title {
            drawTitle(title, row: area.bottom - 1, area: area, alignedTrailing: nil, into: &grid, canvas: &canvas)
        }
        return (geometry, painter.rects)
    }

    private func drawTitle(_ title: AxisTitle, row: Int, area: Area, alignedTrailing: Bool?, into grid: inout DrawGrid, canvas: inout CellDrawing.Canvas) {
        switch title.content {
        case let .text(string):
            let text = truncated(string, toWidth: area.width)
            let width = CellDrawing.Canvas.width(of: text)
            let column = switch alignedTrailing {
            case true?: area.right - width
            case false?: area.left
            case nil: area.left + (area.width - width) / 2
            }
            grid.write(text, column: column, row: row, style: Self.labelStyle, limit: area.right)
        case let .view(view):
            let subview = canvas.subview(view)
            canvas.place(subview, column: area.left, row: row, width: area.width, height: 1)
        }
    }

    /// Whether an axis's marks show labels, asked of its first value.
    private func showsLabels(_ spec: AxisMarksSpec, extent: ChartModel.Extent, isX: Bool) -> Bool {
        guard let parts = spec.parts else { return true }
        let value: PlotValue = switch extent.kind {
        case .category: .category(extent.categories.first ?? "")
        case .date: .date(Date(timeIntervalSinceReferenceDate: extent.lower.isFinite ? extent.lower : 0))
        default: .number(extent.lower.isFinite ? extent.lower : 0)
        }
        return parts(AxisValue(value: value, index: 0, count: 1)).label != nil
    }

    /// The intervals an axis's automatic values aim at: its marks' `desiredCount`, or
    /// what the space allows.
    private func intervals(for specs: [AxisMarksSpec], fallback: Int) -> Int {
        for spec in specs {
            if case let .automatic(desiredCount?, _) = spec.values { return max(1, desiredCount - 1) }
        }
        return fallback
    }

    /// An axis's scale: its domain as the chart says, or from the data (numbers rounded
    /// out to nice steps, with zero for bars, areas and lines; dates as they are), cut
    /// to the visible part of a scrolling chart.
    private func makeScale(_ extent: ChartModel.Extent, _ scaleConfiguration: ScaleConfiguration, intervals: Int, specs: [AxisMarksSpec], visible: Double?, start: PlotValue?) -> AxisScale {
        var scale: AxisScale
        switch scaleConfiguration.domain {
        case let .bounds(lower, upper)?:
            scale = AxisScale(kind: AxisScale.kind(of: lower))
            if scale.kind == .category {
                scale.categories = [AxisScale.categoryKey(lower), AxisScale.categoryKey(upper)]
            } else {
                scale.lower = min(lower.number ?? 0, upper.number ?? 1)
                scale.upper = max(lower.number ?? 0, upper.number ?? 1)
            }
        case let .categories(values)?:
            scale = AxisScale(kind: .category)
            scale.categories = values.map(AxisScale.categoryKey)
        case let .automatic(includesZero, _)?:
            scale = automaticScale(extent, includesZero: includesZero ?? extent.includesZero, intervals: intervals, specs: specs)
        case nil:
            scale = automaticScale(extent, includesZero: extent.includesZero, intervals: intervals, specs: specs)
        }
        scale.isLog = scaleConfiguration.type == .log
        if let visible, visible > 0 {
            switch scale.kind {
            case .category:
                let first = start.flatMap { scale.categories.firstIndex(of: AxisScale.categoryKey($0)) } ?? 0
                scale.categories = Array(scale.categories.dropFirst(first).prefix(max(1, Int(visible))))
            case .numeric, .date:
                scale.lower = start?.number ?? scale.lower
                scale.upper = scale.lower + visible
                scale.step = nil
            case .none:
                break
            }
        }
        return scale
    }

    private func automaticScale(_ extent: ChartModel.Extent, includesZero: Bool, intervals: Int, specs: [AxisMarksSpec]) -> AxisScale {
        var scale = AxisScale(kind: extent.kind)
        switch extent.kind {
        case .none:
            return .none
        case .category:
            scale.categories = extent.categories
        case .numeric:
            var lower = extent.lower.isFinite ? extent.lower : 0
            var upper = extent.upper.isFinite ? extent.upper : 1
            if includesZero {
                lower = min(lower, 0)
                upper = max(upper, 0)
            }
            if case let .numberStride(step)? = specs.first?.values, step > 0 {
                scale.lower = AxisScale.clean((lower / step).rounded(.down) * step, step: step)
                scale.upper = AxisScale.clean(max(scale.lower + step, (upper / step).rounded(.up) * step), step: step)
                scale.step = step
            } else {
                let nice = AxisScale.niceDomain(lower: lower, upper: upper, intervals: intervals)
                (scale.lower, scale.upper, scale.step) = (nice.lower, nice.upper, nice.step)
            }
        case .date:
            scale.lower = extent.lower.isFinite ? extent.lower : 0
            scale.upper = extent.upper.isFinite ? extent.upper : 86400
            if scale.lower == scale.upper {
                scale.lower -= 43200
                scale.upper += 43200
            }
        }
        return scale
    }

    /// The values each of an axis's `AxisMarks` marks, and what it shows at each.
    private func ticks(for specs: [AxisMarksSpec], scale: AxisScale, intervals: Int, isX: Bool, environment: EnvironmentValues) -> [Tick] {
        var ticks: [Tick] = []
        for spec in specs {
            let (values, component, step) = tickValues(spec.values, scale: scale, intervals: intervals)
            for (index, value) in values.enumerated() {
                let parts = spec.parts?(AxisValue(value: value, index: index, count: values.count)) ?? defaultParts(isX: isX, kind: scale.kind)
                let defaultText: String = switch value {
                case let .number(number): format.axisNumber(number, step: step ?? 0)
                case let .date(date): format.axisDate(date, component: component ?? .day)
                case let .category(category): category
                }
                let label: Tick.Label? = switch parts.label {
                case nil: nil
                case .automatic?: .text(defaultText)
                case let .title(title)?: .text(title)
                case let .formatted(format)?: .text(format(value, environment) ?? defaultText)
                case let .view(view)?: .view(view)
                }
                ticks.append(Tick(value: value, grid: parts.grid, tick: parts.tick, label: label, style: parts.style))
            }
        }
        return ticks
    }

    /// The marks an axis shows by default: labels for categories; a grid line, a tick
    /// and a label for numbers and dates along x, a grid line and a label along y.
    private func defaultParts(isX: Bool, kind: AxisScale.Kind) -> _AxisMarkParts {
        if isX { return kind == .category ? _AxisMarkParts(label: .automatic) : _AxisMarkParts(grid: true, tick: true, label: .automatic) }
        return kind == .category ? _AxisMarkParts(label: .automatic) : _AxisMarkParts(grid: true, label: .automatic)
    }

    private func tickValues(_ kind: AxisMarkValues.Kind, scale: AxisScale, intervals: Int) -> (values: [PlotValue], component: Calendar.Component?, step: Double?) {
        let tolerance = (scale.upper - scale.lower) * 1e-9
        func inDomain(_ value: PlotValue) -> Bool {
            guard let number = value.number else { return false }
            return number >= scale.lower - tolerance && number <= scale.upper + tolerance
        }
        switch scale.kind {
        case .none:
            return ([], nil, nil)
        case .category:
            if case let .explicit(values) = kind {
                return (values.filter { scale.categories.contains(AxisScale.categoryKey($0)) }, nil, nil)
            }
            return (scale.categories.map(PlotValue.category), nil, nil)
        case .numeric:
            switch kind {
            case let .explicit(values):
                return (values.filter(inDomain), nil, nil)
            case let .numberStride(step):
                return (AxisScale.multiples(of: step, from: scale.lower, through: scale.upper).map(PlotValue.number), nil, step)
            case let .automatic(desiredCount, minimumStride):
                var step = desiredCount == nil ? scale.step ?? AxisScale.niceStep(span: scale.upper - scale.lower, intervals: intervals) : AxisScale.niceStep(span: scale.upper - scale.lower, intervals: max(1, (desiredCount ?? 2) - 1))
                if let minimumStride { step = max(step, minimumStride) }
                return (AxisScale.multiples(of: step, from: scale.lower, through: scale.upper).map(PlotValue.number), nil, step)
            case .dateStride:
                let step = scale.step ?? AxisScale.niceStep(span: scale.upper - scale.lower, intervals: intervals)
                return (AxisScale.multiples(of: step, from: scale.lower, through: scale.upper).map(PlotValue.number), nil, step)
            }
        case .date:
            switch kind {
            case let .explicit(values):
                let dates = values.filter(inDomain)
                let numbers = dates.compactMap(\.number).sorted()
                let gap = zip(numbers, numbers.dropFirst()).map { $1 - $0 }.min() ?? (scale.upper - scale.lower)
                return (dates, Self.component(forGap: gap), nil)
            case let .dateStride(component, count, calendar):
                let dates = AxisScale.dates(every: count, component, from: scale.lower, through: scale.upper, calendar: calendar ?? format.calendar)
                return (dates.map(PlotValue.date), component, nil)
            case let .numberStride(seconds):
                let dates = AxisScale.multiples(of: seconds, from: scale.lower, through: scale.upper).map { PlotValue.date(Date(timeIntervalSinceReferenceDate: $0)) }
                return (dates, Self.component(forGap: seconds), nil)
            case let .automatic(desiredCount, _):
                let (component, count) = AxisScale.dateStride(span: scale.upper - scale.lower, intervals: desiredCount.map { max(1, $0 - 1) } ?? intervals)
                let dates = AxisScale.dates(every: count, component, from: scale.lower, through: scale.upper, calendar: format.calendar)
                return (dates.map(PlotValue.date), component, nil)
            }
        }
    }

    /// The calendar unit labels of dates this far apart are written to.
    static func component(forGap seconds: Double) -> Calendar.Component {
        switch seconds {
        case (365.0 * 86400)...: .year
        case (28.0 * 86400)...: .month
        case 86400.0...: .day
        case 3600.0...: .hour
        case 60.0...: .minute
        default: .second
        }
    }

    // MARK: - Annotations and layers

    private func placeAnnotations(rects: [Int: CellRect], geometry: PlotGeometry?, canvas: inout CellDrawing.Canvas) {
        let pointsPerColumn = canvas.pointsPerColumn, pointsPerRow = canvas.pointsPerRow
        for (index, mark) in model.marks.enumerated() where !mark.annotations.isEmpty {
            guard let rect = rects[index] else { continue }
            for annotation in mark.annotations {
                let context = AnnotationContext(targetSize: CGSize(width: Double(rect.width) * pointsPerColumn, height: Double(rect.height) * pointsPerRow))
                let subview = canvas.subview(annotation.content(context))
                let size = canvas.size(of: subview, width: nil, height: nil)
                let width = min(size.width, canvas.width), height = min(size.height, canvas.height)
                var position = annotation.position
                if position == .automatic {
                    let isHorizontalBar = mark.kind == .bar && model.spans[index]?.orientation == .horizontal
                    position = mark.kind == .sector ? .overlay : isHorizontalBar ? .trailing : .top
                }
                let columnSpacing = annotation.spacing.map { Int((Double($0) / pointsPerColumn).rounded()) } ?? 0
                let rowSpacing = annotation.spacing.map { Int((Double($0) / pointsPerRow).rounded()) } ?? 0
                // Across the mark: centered, or on the side the alignment says.
                let centeredColumn = rect.x + (rect.width - width) / 2
                let alignedColumn: Int = switch annotation.alignment.horizontal {
                case .leading: rect.x
                case .trailing: rect.x + rect.width - width
                default: centeredColumn
                }
                let centeredRow = rect.y + (rect.height - height) / 2
                var column = alignedColumn, row = centeredRow
                switch position {
                case .top: row = rect.y - height - rowSpacing
                case .bottom: row = rect.y + rect.height + rowSpacing
                case .leading: column = rect.x - width - columnSpacing
                case .trailing: column = rect.x + rect.width + columnSpacing
                case .topLeading: (column, row) = (rect.x - width - columnSpacing, rect.y - height - rowSpacing)
                case .topTrailing: (column, row) = (rect.x + rect.width + columnSpacing, rect.y - height - rowSpacing)
                case .bottomLeading: (column, row) = (rect.x - width - columnSpacing, rect.y + rect.height + rowSpacing)
                case .bottomTrailing: (column, row) = (rect.x + rect.width + columnSpacing, rect.y + rect.height + rowSpacing)
                default: (column, row) = (centeredColumn, centeredRow)
                }
                // Kept inside the chart, as an annotation's overflow resolution does.
                column = max(0, min(column, canvas.width - width))
                row = max(0, min(row, canvas.height - height))
                canvas.place(subview, column: column, row: row, width: width, height: height)
            }
        }
    }

    private func placeLayers(geometry: PlotGeometry?, canvas: inout CellDrawing.Canvas) {
        let proxy = ChartProxy(geometry: geometry)
        for layer in configuration.backgrounds {
            let subview = canvas.subview(layer.content(proxy))
            canvas.place(subview, column: 0, row: 0, width: canvas.width, height: canvas.height, behind: true)
        }
        for layer in configuration.overlays {
            let subview = canvas.subview(layer.content(proxy))
            canvas.place(subview, column: 0, row: 0, width: canvas.width, height: canvas.height)
        }
    }
}
