import Foundation

/// Which pixels of a bitmap a shape covers. A pixel is covered when its center is
/// inside the shape: no anti-aliasing, so every edge is the same on every machine.
package struct CoverageMask: Equatable {
    package let width: Int
    package let height: Int
    package private(set) var bits: [Bool]

    package init(width: Int, height: Int, filled: Bool = false) {
        self.width = width
        self.height = height
        bits = Array(repeating: filled, count: width * height)
    }

    package subscript(x: Int, y: Int) -> Bool {
        get { bits[y * width + x] }
        set { bits[y * width + x] = newValue }
    }

    /// Adds the pixels inside the polygons (points in pixel space, y down) under `rule`.
    package mutating func fill(_ polygons: [[CGPoint]], rule: CGPathFillRule) {
        struct Edge { let x0, y0, x1, y1: CGFloat; let direction: Int }
        var edges: [Edge] = []
        var minY = CGFloat.infinity, maxY = -CGFloat.infinity
        for polygon in polygons where polygon.count > 2 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                edges.append(a.y < b.y ? Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, direction: 1) : Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, direction: -1))
                minY = min(minY, a.y, b.y)
                maxY = max(maxY, a.y, b.y)
            }
        }
        guard !edges.isEmpty else { return }
        let firstRow = max(0, Int((minY - 0.5).rounded(.up)))
        let lastRow = min(height - 1, Int((maxY - 0.5).rounded(.down)))
        guard firstRow <= lastRow else { return }
        var crossings: [(x: CGFloat, direction: Int)] = []
        for row in firstRow...lastRow {
            let y = CGFloat(row) + 0.5
            crossings.removeAll(keepingCapacity: true)
            for edge in edges where edge.y0 <= y && y < edge.y1 {
                crossings.append((edge.x0 + (y - edge.y0) * (edge.x1 - edge.x0) / (edge.y1 - edge.y0), edge.direction))
            }
            crossings.sort { $0.x < $1.x || ($0.x == $1.x && $0.direction < $1.direction) }
            var winding = 0
            for (index, crossing) in crossings.enumerated() {
                winding += crossing.direction
                let inside = rule == .winding ? winding != 0 : winding % 2 != 0
                guard inside, index + 1 < crossings.count else { continue }
                // Pixels whose centers lie in [this crossing, the next).
                let from = max(0, Int((crossing.x - 0.5).rounded(.up)))
                let to = min(width, Int((crossings[index + 1].x - 0.5).rounded(.up)))
                if from < to { for column in from..<to { bits[row * width + column] = true } }
            }
        }
    }

    /// Keeps only the pixels `other` covers too.
    package mutating func intersect(_ other: CoverageMask) {
        for index in bits.indices where bits[index] && !other.bits[index] { bits[index] = false }
    }
}
