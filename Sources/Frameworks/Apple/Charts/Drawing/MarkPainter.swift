import Foundation
import SwiftUI

/// Draws a chart's marks on its grid, fills first (rectangles, areas, bars), then rules,
/// lines and points, so that a line over an area stays readable.
///
/// - A fill's whole cells are `█` (or its series' pattern, `▓ ▒ ▚`; `░` when it is
///   see-through), and its partial cells eighth blocks: `▁▂▃▄▅▆▇` for the top of a
///   bar, `▏▎▍▌▋▊▉` for the end of a horizontal one, `▀ ▔` and `▐ ▕` for an end that
///   starts mid-cell (a negative bar's). Two stacked segments that share a cell show
///   the lower one's block over the upper one's color.
/// - A line is drawn from level to level with `─ │ ╭ ╮ ╰ ╯` (`╌ ┆` dashed), one level a
///   column: the mean of the points that fall in the column, joined straight to the
///   next (curved interpolations are drawn straight; step ones as steps).
/// - A point is its symbol's glyph: `●` by default, `■ ▲ ◆ ⬟ + × *` for the others.
/// - A rule is `─` across the plot (or `│` along it), `╌`/`┆` dashed.
struct MarkPainter {
    let model: ChartModel
    let geometry: PlotGeometry
    /// Where each mark was drawn, by its index: what its annotations are placed by.
    private(set) var rects: [Int: CellRect] = [:]

    init(model: ChartModel, geometry: PlotGeometry) {
        self.model = model
        self.geometry = geometry
    }

    mutating func paint(into grid: inout DrawGrid) {
        let marks = model.marks
        for (index, mark) in marks.enumerated() where mark.kind == .rectangle { paintRectangle(mark, index: index, into: &grid) }
        paintAreas(into: &grid)
        for (index, mark) in marks.enumerated() where mark.kind == .bar { paintBar(mark, index: index, into: &grid) }
        for (index, mark) in marks.enumerated() where mark.kind == .rule { paintRule(mark, index: index, into: &grid) }
        paintLines(into: &grid)
        for (index, mark) in marks.enumerated() where mark.kind == .point { paintPoint(mark, index: index, into: &grid) }
    }

    // MARK: - Fills

    /// Fills a column of the plot between two levels.
    private func fillColumn(_ column: Int, from low: Double, to high: Double, glyph: Character, style: any ShapeStyle, into grid: inout DrawGrid) {
        guard column >= 0, column < geometry.width, high > low else { return }
        let x = geometry.left + column
        let seeThrough = glyph == "░"
        for k in 1...max(1, geometry.rows) where geometry.rows >= 1 {
            let bottom = Double(k - 1), top = Double(k)
            let covered = min(high, top) - max(low, bottom)
            guard covered > 1e-9 else { continue }
            let row = geometry.screenRow(k: k)
            let startsAtBottom = low <= bottom + 1e-9
            let endsAtTop = high >= top - 1e-9
            var character: Character?
            if covered >= 15.0 / 16 {
                character = glyph
            } else if seeThrough {
                character = covered >= 0.5 ? glyph : nil
            } else if startsAtBottom {
                let eighths = Int((covered * 8).rounded())
                character = eighths == 0 ? nil : eighths >= 8 ? glyph : BlockGlyphs.lower[eighths]
            } else if endsAtTop {
                character = covered >= 0.75 ? glyph : covered >= 0.375 ? "▀" : covered >= 1.0 / 16 ? "▔" : nil
            } else {
                let eighths = Int((covered * 8).rounded())
                character = eighths == 0 ? nil : BlockGlyphs.lower[min(8, eighths)]
            }
            guard let character else { continue }
            // The upper segment of a stack over a lower one's partial cell: its color
            // shows above the lower one's block.
            if !startsAtBottom, let existing = grid[x, row], existing.layer == .fill, existing.isLowerPart {
                var shared = existing
                shared.background = style
                grid[x, row] = shared
                continue
            }
            var cell = DrawGrid.Cell(character: character, foreground: style, layer: .fill)
            cell.isLowerPart = startsAtBottom && !endsAtTop && character != glyph
            grid[x, row] = cell
        }
    }

    /// Fills a row of the plot between two column offsets.
    private func fillRow(_ row: Int, from low: Double, to high: Double, glyph: Character, style: any ShapeStyle, into grid: inout DrawGrid) {
        guard high > low else { return }
        let seeThrough = glyph == "░"
        for column in 0..<geometry.width {
            let start = Double(column), end = Double(column + 1)
            let covered = min(high, end) - max(low, start)
            guard covered > 1e-9 else { continue }
            let x = geometry.left + column
            let startsAtLeading = low <= start + 1e-9
            let endsAtTrailing = high >= end - 1e-9
            var character: Character?
            if covered >= 15.0 / 16 {
                character = glyph
            } else if seeThrough {
                character = covered >= 0.5 ? glyph : nil
            } else if startsAtLeading {
                let eighths = Int((covered * 8).rounded())
                character = eighths == 0 ? nil : eighths >= 8 ? glyph : BlockGlyphs.leading[eighths]
            } else if endsAtTrailing {
                character = covered >= 0.75 ? glyph : covered >= 0.375 ? "▐" : covered >= 1.0 / 16 ? "▕" : nil
            } else {
                let eighths = Int((covered * 8).rounded())
                character = eighths == 0 ? nil : BlockGlyphs.leading[min(8, eighths)]
            }
            guard let character else { continue }
            if !startsAtLeading, let existing = grid[x, row], existing.layer == .fill, existing.isLowerPart {
                var shared = existing
                shared.background = style
                grid[x, row] = shared
                continue
            }
            var cell = DrawGrid.Cell(character: character, foreground: style, layer: .fill)
            cell.isLowerPart = startsAtLeading && !endsAtTrailing && character != glyph
            grid[x, row] = cell
        }
    }

    /// A size across a band, as a mark's dimension says: 60 % of it by default.
    private func size(_ dimension: MarkDimension, band: Int, cellPoints: Double, ratio: Double = 0.6) -> Int {
        switch dimension.kind {
        case .automatic: max(1, Int((Double(band) * ratio).rounded()))
        case let .fixed(points): max(1, Int((Double(points) / cellPoints).rounded()))
        case let .ratio(fraction): max(1, Int((Double(band) * Double(fraction)).rounded()))
        case let .inset(points): max(1, band - Int((Double(points) / cellPoints).rounded()))
        }
    }

    /// The columns a mark takes across x: its category's band (or its place in a group
    /// of `position(by:)`), its date's unit, its interval, or a width around its value.
    private func columns(of mark: MarkRecord) -> Range<Int>? {
        guard let x = mark.x else {
            if case let .span(start, end)? = mark.fixedX {
                let first = start.map { Int((Double($0) / geometry.pointsPerColumn).rounded()) } ?? 0
                let last = end.map { Int((Double($0) / geometry.pointsPerColumn).rounded()) } ?? geometry.width
                return geometry.columns(first, max(first + 1, last))
            }
            return 0..<geometry.width
        }
        let ratio = mark.kind == .rectangle ? 0.7 : 0.6
        if let band = geometry.xScale.band(x.value) {
            let start = Int(geometry.u(band.start).rounded()), end = Int(geometry.u(band.end).rounded())
            let bandWidth = max(1, end - start)
            if let group = mark.positionBy?.value, let groups = positionGroups(for: mark), let index = groups.firstIndex(of: group) {
                let usable = max(groups.count, Int((Double(bandWidth) * 0.8).rounded()))
                let each = max(1, usable / groups.count)
                let first = start + (bandWidth - each * groups.count) / 2 + index * each
                return geometry.columns(first, first + each)
            }
            let width = min(bandWidth, size(mark.width, band: bandWidth, cellPoints: geometry.pointsPerColumn, ratio: ratio))
            let first = start + (bandWidth - width) / 2
            return geometry.columns(first, first + width)
        }
        guard let fraction = geometry.xScale.fraction(x.value), fraction >= -1e-9, fraction <= 1 + 1e-9 else { return nil }
        // An interval: a histogram's bin, a date's unit.
        var end: PlotValue? = mark.xEnd?.value ?? x.end
        if end == nil, let unit = x.unit, case let .date(date) = x.value {
            let calendar = x.calendar ?? model.format.calendar
            end = calendar.date(byAdding: unit, value: 1, to: date).map(PlotValue.date)
        }
        if let end, let endFraction = geometry.xScale.fraction(end) {
            let first = Int(geometry.u(min(fraction, endFraction)).rounded())
            var last = max(first + 1, Int(geometry.u(max(fraction, endFraction)).rounded()))
            // A gap between neighbouring bins, where there is room for one.
            if mark.kind == .bar, last - first >= 3 { last -= 1 }
            return geometry.columns(first, last)
        }
        let center = geometry.column(u: geometry.u(fraction))
        let width = size(mark.width, band: spacing(of: mark.kind), cellPoints: geometry.pointsPerColumn, ratio: ratio)
        let first = center - (width - 1) / 2
        return geometry.columns(first, first + width)
    }

    /// The columns between neighbouring marks of a kind along a numeric x axis.
    private func spacing(of kind: MarkRecord.Kind) -> Int {
        let columns = Set(model.marks.filter { $0.kind == kind }.compactMap { $0.x.flatMap { geometry.column($0.value) } }).sorted()
        let gaps = zip(columns, columns.dropFirst()).map { $1 - $0 }
        return max(1, gaps.min() ?? max(1, geometry.width / 5))
    }

    /// The rows (above the axis, as `k`) a mark takes across y, for horizontal bars.
    private func levels(across mark: MarkRecord) -> ClosedRange<Int>? {
        guard let y = mark.y else {
            return 1...max(1, geometry.rows)
        }
        let ratio = mark.kind == .rectangle ? 0.7 : 0.6
        if let band = geometry.bandKs(y.value) {
            let first = band.lowerBound, last = band.upperBound
            let count = band.count
            if let group = mark.positionBy?.value, let groups = positionGroups(for: mark), let index = groups.firstIndex(of: group) {
                let usable = max(groups.count, Int((Double(count) * 0.8).rounded()))
                let each = max(1, usable / groups.count)
                let top = last - (count - each * groups.count) / 2 - index * each
                return max(1, top - each + 1)...max(1, top)
            }
            let thickness = min(count, size(mark.height, band: count, cellPoints: geometry.pointsPerRow, ratio: ratio))
            let start = first + (count - thickness) / 2
            return start...(start + thickness - 1)
        }
        guard let k = geometry.k(y.value) else { return nil }
        return max(1, k)...max(1, k)
    }

    /// The values of `position(by:)` among marks of the same kind, in order.
    private func positionGroups(for mark: MarkRecord) -> [PlotValue]? {
        var groups: [PlotValue] = []
        for other in model.marks where other.kind == mark.kind {
            if let value = other.positionBy?.value, !groups.contains(value) { groups.append(value) }
        }
        return groups.isEmpty ? nil : groups
    }

    /// The levels a fixed span in points takes along y: points run down from the top.
    private func levels(_ fixed: MarkRecord.Fixed?) -> (Double, Double) {
        let rows = Double(geometry.rows)
        guard case let .span(start, end)? = fixed else { return (0, rows) }
        let low = start.map { rows - Double($0) / geometry.pointsPerRow } ?? 0
        let high = end.map { rows - Double($0) / geometry.pointsPerRow } ?? rows
        return (max(0, min(low, high)), min(rows, max(low, high)))
    }

    private func level(ofNumber number: Double) -> Double {
        min(Double(geometry.rows), max(0, geometry.level(geometry.yFraction(number: number))))
    }

    private func u(ofNumber number: Double) -> Double {
        min(Double(geometry.width), max(0, geometry.u(geometry.xScale.fraction(number: number))))
    }

    private mutating func paintBar(_ mark: MarkRecord, index: Int, into grid: inout DrawGrid) {
        guard let span = model.spans[index] else { return }
        let style = model.style(of: mark)
        let glyph = model.fillGlyph(of: mark, index: index)
        switch span.orientation {
        case .vertical:
            guard let columns = columns(of: mark), !columns.isEmpty else { return }
            let (low, high): (Double, Double) = if let low = span.low, let high = span.high {
                (level(ofNumber: low), level(ofNumber: high))
            } else {
                levels(mark.fixedY)
            }
            for column in columns { fillColumn(column, from: low, to: high, glyph: glyph, style: style, into: &grid) }
            let topK = geometry.k(level: high), bottomK = min(topK, max(1, geometry.k(level: low + 1e-6)))
            rects[index] = CellRect(x: geometry.left + columns.lowerBound, y: geometry.screenRow(k: max(topK, bottomK)), width: columns.count, height: max(1, topK - bottomK + 1))
        case .horizontal:
            guard let ks = levels(across: mark) else { return }
            let (low, high): (Double, Double) = if let low = span.low, let high = span.high {
                (u(ofNumber: low), u(ofNumber: high))
            } else if case let .span(start, end)? = mark.fixedX {
                (start.map { Double($0) / geometry.pointsPerColumn } ?? 0, end.map { Double($0) / geometry.pointsPerColumn } ?? Double(geometry.width))
            } else {
                (0, Double(geometry.width))
            }
            for k in ks { fillRow(geometry.screenRow(k: k), from: low, to: high, glyph: glyph, style: style, into: &grid) }
            let first = Int(low.rounded(.down)), last = max(first, Int((high - 1e-9).rounded(.up)) - 1)
            rects[index] = CellRect(x: geometry.left + first, y: geometry.screenRow(k: ks.upperBound), width: last - first + 1, height: ks.count)
        }
    }

    private mutating func paintRectangle(_ mark: MarkRecord, index: Int, into grid: inout DrawGrid) {
        let style = model.style(of: mark)
        let glyph = model.fillGlyph(of: mark, index: index)
        guard let columns = columns(of: mark), !columns.isEmpty else { return }
        var low: Double, high: Double
        if let y = mark.y, let end = mark.yEnd?.value ?? y.end, let a = geometry.yFraction(y.value), let b = geometry.yFraction(end) {
            (low, high) = (geometry.level(min(a, b)), geometry.level(max(a, b)))
        } else if let y = mark.y, let band = geometry.yScale.band(y.value) {
            (low, high) = (geometry.level(1 - band.end), geometry.level(1 - band.start))
            let inset = (high - low) * 0.15
            (low, high) = (low + inset, high - inset)
        } else if let y = mark.y, let fraction = geometry.yFraction(y.value) {
            let center = geometry.level(fraction)
            (low, high) = (center - 0.5, center + 0.5)
        } else {
            (low, high) = levels(mark.fixedY)
        }
        low = max(0, low)
        high = min(Double(geometry.rows), high)
        for column in columns { fillColumn(column, from: low, to: high, glyph: glyph, style: style, into: &grid) }
        let topK = geometry.k(level: high), bottomK = geometry.k(level: low + 1e-6)
        rects[index] = CellRect(x: geometry.left + columns.lowerBound, y: geometry.screenRow(k: topK), width: columns.count, height: max(1, topK - bottomK + 1))
    }

    /// The key that groups marks into one line or one area: their series.
    private func seriesKey(_ mark: MarkRecord) -> String {
        let value = mark.foregroundBy?.value ?? mark.series?.value
        return value.map { ValueFormat.key($0) } ?? ""
    }

    /// Marks of a kind grouped by series, in order of first appearance.
    private func groups(of kind: MarkRecord.Kind) -> [[Int]] {
        var order: [String] = []
        var members: [String: [Int]] = [:]
        for (index, mark) in model.marks.enumerated() where mark.kind == kind {
            let key = seriesKey(mark)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(index)
        }
        return order.map { members[$0]! }
    }

    /// Levels between points, column by column: straight, or stepped as the method
    /// says. `points` are (column, value) sorted by column, one a column.
    private static func interpolate(_ points: [(column: Int, value: Double)], method: InterpolationMethod?) -> [(column: Int, value: Double)] {
        guard let first = points.first else { return [] }
        var result: [(column: Int, value: Double)] = [first]
        for (from, to) in zip(points, points.dropFirst()) {
            for column in (from.column + 1)...to.column {
                let progress = Double(column - from.column) / Double(to.column - from.column)
                let value: Double = switch method {
                case .stepStart?: to.value
                case .stepEnd?: column == to.column ? to.value : from.value
                case .stepCenter?: progress < 0.5 ? from.value : to.value
                default: from.value + (to.value - from.value) * progress
                }
                result.append((column, value))
            }
        }
        return result
    }

    /// Points that fall in the same column, as one: their mean.
    private static func merged(_ points: [(column: Int, value: Double)]) -> [(column: Int, value: Double)] {
        var sums: [Int: (Double, Int)] = [:]
        for point in points {
            let (sum, count) = sums[point.column] ?? (0, 0)
            sums[point.column] = (sum + point.value, count + 1)
        }
        return sums.keys.sorted().map { ($0, sums[$0]!.0 / Double(sums[$0]!.1)) }
    }

    // MARK: - Areas

    private mutating func paintAreas(into grid: inout DrawGrid) {
        for group in groups(of: .area) {
            guard let first = group.first else { continue }
            let mark = model.marks[first]
            let style = model.style(of: mark)
            let glyph = model.fillGlyph(of: mark, index: first)
            var lows: [(column: Int, value: Double)] = []
            var highs: [(column: Int, value: Double)] = []
            for index in group {
                let mark = model.marks[index]
                guard let span = model.spans[index], span.orientation == .vertical, let x = mark.x, let column = geometry.column(PlotGeometry.centered(x, calendar: model.format.calendar)),
                      let low = span.low, let high = span.high else { continue }
                lows.append((column, level(ofNumber: low)))
                highs.append((column, level(ofNumber: high)))
                rects[index] = CellRect(x: geometry.left + column, y: geometry.screenRow(k: geometry.k(level: level(ofNumber: high))), width: 1, height: 1)
            }
            let method = mark.interpolation
            let bottoms = Self.interpolate(Self.merged(lows), method: method)
            let tops = Self.interpolate(Self.merged(highs), method: method)
            for (bottom, top) in zip(bottoms, tops) {
                fillColumn(top.column, from: bottom.value, to: top.value, glyph: glyph, style: style, into: &grid)
            }
        }
    }

    // MARK: - Lines

    private mutating func paintLines(into grid: inout DrawGrid) {
        for group in groups(of: .line) {
            guard let first = group.first else { continue }
            let mark = model.marks[first]
            let style = model.style(of: mark)
            let isDashed = !(mark.lineStyle?.dash.isEmpty ?? true)
            var points: [(column: Int, value: Double)] = []
            for index in group {
                let mark = model.marks[index]
                guard let x = mark.x, let y = mark.y, let column = geometry.column(PlotGeometry.centered(x, calendar: model.format.calendar)), let fraction = geometry.yFraction(y.value) else { continue }
                let level = min(Double(geometry.rows), max(0, geometry.level(fraction)))
                points.append((column, level))
                rects[index] = CellRect(x: geometry.left + column, y: geometry.screenRow(k: geometry.k(level: level)), width: 1, height: 1)
            }
            let columns = Self.interpolate(Self.merged(points), method: mark.interpolation).map { ($0.column, geometry.k(level: $0.value)) }
            drawLine(columns, style: style, dashed: isDashed, into: &grid)
            // Points with a symbol show it, over the line.
            for index in group {
                let mark = model.marks[index]
                guard let symbol = model.symbol(of: mark), let rect = rects[index] else { continue }
                grid.put(symbol.glyph, column: rect.x, row: rect.y, style: model.style(of: mark), layer: .point)
            }
        }
    }

    /// Joins levels column by column: the turn from one level to the next is drawn in
    /// the column the line leaves.
    private func drawLine(_ columns: [(Int, Int)], style: any ShapeStyle, dashed: Bool, into grid: inout DrawGrid) {
        let flat: Character = dashed ? "╌" : "─"
        let upright: Character = dashed ? "┆" : "│"
        for (position, (column, k)) in columns.enumerated() {
            let x = geometry.left + column
            guard position + 1 < columns.count else {
                grid.put(flat, column: x, row: geometry.screenRow(k: k), style: style, layer: .line)
                continue
            }
            let next = columns[position + 1].1
            if next == k {
                grid.put(flat, column: x, row: geometry.screenRow(k: k), style: style, layer: .line)
                continue
            }
            let rising = next > k
            grid.put(rising ? "╯" : "╮", column: x, row: geometry.screenRow(k: k), style: style, layer: .line)
            grid.put(rising ? "╭" : "╰", column: x, row: geometry.screenRow(k: next), style: style, layer: .line)
            for between in (min(k, next) + 1)..<max(k, next) {
                grid.put(upright, column: x, row: geometry.screenRow(k: between), style: style, layer: .line)
            }
        }
    }

    // MARK: - Points and rules

    private mutating func paintPoint(_ mark: MarkRecord, index: Int, into grid: inout DrawGrid) {
        let column: Int? = if let x = mark.x { geometry.column(PlotGeometry.centered(x, calendar: model.format.calendar)) } else { fixedColumn(mark.fixedX) }
        let k: Int? = if let y = mark.y { geometry.k(y.value) } else { fixedK(mark.fixedY) }
        guard let column, let k else { return }
        let glyph = model.symbol(of: mark)?.glyph ?? "●"
        let rect = CellRect(x: geometry.left + column, y: geometry.screenRow(k: k), width: 1, height: 1)
        grid.put(glyph, column: rect.x, row: rect.y, style: model.style(of: mark), layer: .point)
        rects[index] = rect
    }

    private func fixedColumn(_ fixed: MarkRecord.Fixed?) -> Int {
        if case let .center(points?)? = fixed { return min(geometry.width - 1, max(0, Int(Double(points) / geometry.pointsPerColumn))) }
        return geometry.width / 2
    }

    private func fixedK(_ fixed: MarkRecord.Fixed?) -> Int {
        if case let .center(points?)? = fixed { return geometry.k(level: Double(geometry.rows) - Double(points) / geometry.pointsPerRow) }
        return geometry.k(level: Double(geometry.rows) / 2)
    }

    /// A rule goes over grid lines, see-through fills and lines, but not through a
    /// solid bar: the bar's height would be lost under it.
    private func putRule(_ character: Character, column: Int, row: Int, style: any ShapeStyle, into grid: inout DrawGrid) {
        if let cell = grid[column, row], cell.layer == .fill, cell.character != "░" { return }
        grid.put(character, column: column, row: row, style: style, layer: .rule)
    }

    private mutating func paintRule(_ mark: MarkRecord, index: Int, into grid: inout DrawGrid) {
        let style = model.style(of: mark)
        let isDashed = !(mark.lineStyle?.dash.isEmpty ?? true)
        // Across the plot at a y value, unless it is an interval on y (a vertical rule).
        if let y = mark.y, mark.yEnd == nil, y.end == nil {
            guard let k = geometry.k(y.value) else { return }
            let columns: Range<Int>
            if let x = mark.x, let end = mark.xEnd?.value ?? x.end, let a = geometry.column(x.value), let b = geometry.column(end) {
                columns = min(a, b)..<(max(a, b) + 1)
            } else {
                columns = self.columns(of: MarkRecord(kind: .rule).with(fixedX: mark.fixedX)) ?? 0..<geometry.width
            }
            let row = geometry.screenRow(k: k)
            for column in columns { putRule(isDashed ? "╌" : "─", column: geometry.left + column, row: row, style: style, into: &grid) }
            rects[index] = CellRect(x: geometry.left + columns.lowerBound, y: row, width: columns.count, height: 1)
            return
        }
        let column: Int
        if let x = mark.x, let value = geometry.column(PlotGeometry.centered(x, calendar: model.format.calendar)) { column = value } else { column = fixedColumn(mark.fixedX) }
        var ks: ClosedRange<Int> = 1...max(1, geometry.rows)
        if let y = mark.y, let end = mark.yEnd?.value ?? y.end, let a = geometry.k(y.value), let b = geometry.k(end) {
            ks = max(1, min(a, b))...max(1, max(a, b))
        } else if case .span? = mark.fixedY {
            let (low, high) = levels(mark.fixedY)
            ks = max(1, geometry.k(level: low + 1e-6))...max(1, geometry.k(level: high))
        }
        for k in ks { putRule(isDashed ? "┆" : "│", column: geometry.left + column, row: geometry.screenRow(k: k), style: style, into: &grid) }
        rects[index] = CellRect(x: geometry.left + column, y: geometry.screenRow(k: ks.upperBound), width: 1, height: ks.count)
    }
}

extension MarkRecord {
    fileprivate func with(fixedX: Fixed?) -> MarkRecord {
        var copy = self
        copy.fixedX = fixedX
        return copy
    }
}

/// A rectangle of the chart's cells.
struct CellRect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
}
