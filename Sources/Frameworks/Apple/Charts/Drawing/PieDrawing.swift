import Foundation
import SwiftUI

/// Draws sector marks as the pie (or donut) they make, in the middle of the plot:
/// each cell whose center falls inside a sector's ring is filled with the sector's
/// pattern (`█ ▓ ▒ ▚`, by series, or by sector when there is none) in its color. The
/// first sector starts at twelve o'clock and they go clockwise, as in Swift Charts.
/// A cell is twice as tall as it is wide, so the pie is twice as many columns across
/// as rows; the legend names each series with its share.
struct PieDrawing {
    let model: ChartModel
    let pointsPerColumn: Double
    let pointsPerRow: Double

    func draw(in area: ChartDrawing.Area, into grid: inout DrawGrid) -> (PlotGeometry?, [Int: CellRect]) {
        guard area.width > 0, area.height > 0 else { return (nil, [:]) }
        // A column's width in rows: 8 × 16 points is half a row.
        let aspect = pointsPerColumn / pointsPerRow
        let radius = min(Double(area.height), Double(area.width) * aspect) / 2
        guard radius > 0 else { return (nil, [:]) }
        let centerColumn = Double(area.left) + Double(area.width) / 2
        let centerRow = Double(area.top) + Double(area.height) / 2

        struct Sector {
            let index: Int
            let start: Double
            let end: Double
            let inner: Double
            let outer: Double
            let glyph: Character
            let style: any ShapeStyle
        }
        var sectors: [Sector] = []
        var angle = 0.0
        var sectorNumber = 0
        for (index, mark) in model.marks.enumerated() where mark.kind == .sector {
            let share = model.shares[index] ?? 0
            let outer = Self.radius(mark.outerRadius, of: radius, default: radius, pointsPerRow: pointsPerRow)
            let inner = Self.radius(mark.innerRadius, of: outer, default: 0, pointsPerRow: pointsPerRow)
            let end = angle + share * 2 * Double.pi
            sectors.append(Sector(index: index, start: angle, end: end, inner: max(0, inner), outer: max(0, outer), glyph: model.fillGlyph(of: mark, index: sectorNumber), style: model.style(of: mark)))
            angle = end
            sectorNumber += 1
        }

        for row in area.top..<area.bottom {
            for column in area.left..<area.right {
                let dx = (Double(column) + 0.5 - centerColumn) * aspect
                let dy = Double(row) + 0.5 - centerRow
                let distance = (dx * dx + dy * dy).squareRoot()
                var direction = atan2(dx, -dy)
                if direction < 0 { direction += 2 * Double.pi }
                guard let sector = sectors.first(where: { direction >= $0.start && direction < $0.end }) ?? sectors.last(where: { $0.end > $0.start && direction >= $0.end - 1e-9 }),
                      distance <= sector.outer, distance >= sector.inner else { continue }
                grid.put(sector.glyph, column: column, row: row, style: sector.style, layer: .fill)
            }
        }

        // Each sector's cell at its middle angle, halfway through its ring: where its
        // annotations go.
        var rects: [Int: CellRect] = [:]
        for sector in sectors {
            let middle = (sector.start + sector.end) / 2
            let distance = (sector.inner + sector.outer) / 2
            let column = Int((centerColumn + sin(middle) * distance / aspect).rounded(.down))
            let row = Int((centerRow - cos(middle) * distance).rounded(.down))
            rects[sector.index] = CellRect(x: column, y: row, width: 1, height: 1)
        }
        let columns = Int((2 * radius / aspect).rounded())
        let rows = Int((2 * radius).rounded())
        let geometry = PlotGeometry(
            left: Int(centerColumn) - columns / 2, top: Int(centerRow) - rows / 2, width: columns, rows: rows, hasAxisRow: false,
            xScale: .none, yScale: .none, pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow
        )
        return (geometry, rects)
    }

    /// A sector's radius, in rows, as its dimension says: a ratio of `whole`, points,
    /// or `whole` less points.
    static func radius(_ dimension: MarkDimension, of whole: Double, default fallback: Double, pointsPerRow: Double) -> Double {
        switch dimension.kind {
        case .automatic: fallback
        case let .ratio(ratio): whole * Double(ratio)
        case let .fixed(points): Double(points) / pointsPerRow
        case let .inset(points): whole - Double(points) / pointsPerRow
        }
    }
}
