import Foundation

/// Where the plot is among the chart's cells, and how values map onto it: what marks
/// are drawn by, and what a `ChartProxy` answers from.
///
/// Along x, a fraction of the axis is a continuous column offset `u` from the plot's
/// leading edge; a number or a date is drawn in the column that ends at or after it (so
/// a bar of that length ends in the same column), a category at its band's center.
/// Along y, a fraction is a *level*, in rows above the axis row: level 0 is the axis
/// row itself, and a level is drawn in the row whose top edge is at or above it, the
/// row a bar of that height ends in. So a tick's label sits on the row its bar reaches.
struct PlotGeometry {
    /// The plot's first column and first row among the chart's cells.
    var left: Int
    var top: Int
    /// Columns of the plot.
    var width: Int
    /// Rows of the plot above the axis row (or all its rows, with no x axis).
    var rows: Int
    /// Whether the row under the plot is the x axis's line, where level 0 is drawn.
    var hasAxisRow: Bool
    var xScale: AxisScale
    var yScale: AxisScale
    /// Columns and rows left empty at the ends of the axes (`range: .plotDimension`).
    var xPadding: (start: Double, end: Double) = (0, 0)
    var yPadding: (start: Double, end: Double) = (0, 0)
    var pointsPerColumn: Double
    var pointsPerRow: Double

    /// The row of the x axis's line, or the plot's lowest row.
    var axisRow: Int { top + rows }
    var bottomRow: Int { hasAxisRow ? axisRow : axisRow - 1 }

    /// A fraction of the x axis as a column offset from the plot's leading edge.
    func u(_ fraction: Double) -> Double {
        xPadding.start + fraction * (Double(width) - xPadding.start - xPadding.end)
    }

    /// A fraction of the y axis, from the bottom, as a level.
    func level(_ fraction: Double) -> Double {
        yPadding.start + fraction * (Double(rows) - yPadding.start - yPadding.end)
    }

    /// Where a value falls along y, from the bottom: categories run down from the top.
    func yFraction(_ value: PlotValue) -> Double? {
        guard let fraction = yScale.fraction(value) else { return nil }
        return yScale.kind == .category ? 1 - fraction : fraction
    }

    func yFraction(number: Double) -> Double {
        yScale.fraction(number: number)
    }

    /// The plot column (from 0) a value at `u` is drawn in.
    func column(u: Double) -> Int {
        let column = xScale.kind == .category ? Int(u.rounded(.down)) : Int((u - 1e-9).rounded(.up)) - 1
        return min(width - 1, max(0, column))
    }

    /// The column of a value, nil outside the domain: a mark there is not drawn.
    func column(_ value: PlotValue) -> Int? {
        guard let fraction = xScale.fraction(value), fraction >= -1e-9, fraction <= 1 + 1e-9 else { return nil }
        return column(u: u(fraction))
    }

    /// The plot's columns from `start` up to `end`, cut to the plot; empty when none.
    func columns(_ start: Int, _ end: Int) -> Range<Int> {
        let lower = max(0, start), upper = min(width, end)
        return lower < upper ? lower..<upper : lower..<lower
    }

    /// The row above the axis a level is drawn in: 0 is the axis row.
    func k(level: Double) -> Int {
        var k = level <= 1e-9 ? 0 : Int((level - 1e-9).rounded(.up))
        if !hasAxisRow { k = max(1, k) }
        return min(rows, max(0, k))
    }

    /// The chart row of `k` rows above the axis.
    func screenRow(k: Int) -> Int { top + rows - k }

    /// The row a value is drawn in; a category's is the middle of its band's rows,
    /// where its bar is.
    func k(_ value: PlotValue) -> Int? {
        if let band = bandKs(value) { return band.lowerBound + (band.count - 1) / 2 }
        guard let fraction = yFraction(value), fraction >= -1e-9, fraction <= 1 + 1e-9 else { return nil }
        return k(level: level(fraction))
    }

    /// The rows (as `k`) of a category's band along y, the first category's at the top.
    func bandKs(_ value: PlotValue) -> ClosedRange<Int>? {
        guard let band = yScale.band(value) else { return nil }
        let low = level(1 - band.end), high = level(1 - band.start)
        let first = max(1, Int(low.rounded()) + 1)
        return first...max(first, Int(high.rounded()))
    }

    /// A date binned to a unit, at the middle of its unit, as a line or a point marks
    /// it (a bar spans the unit instead).
    static func centered(_ channel: PlotChannel, calendar: Calendar) -> PlotValue {
        guard let unit = channel.unit, case let .date(date) = channel.value,
              let next = (channel.calendar ?? calendar).date(byAdding: unit, value: 1, to: date) else { return channel.value }
        return .date(Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate + next.timeIntervalSinceReferenceDate) / 2))
    }
}
