import Foundation

/// The polygons a stroke covers: a quadrilateral for each segment, the line's caps at
/// open ends and its joins between segments, all in pixel space. Filled together with
/// the non-zero rule, they are the stroke.
package struct StrokeOutline {
    package var width: CGFloat
    package var cap: CGLineCap
    package var join: CGLineJoin
    package var miterLimit: CGFloat
    /// Dash lengths and phase, already in pixel space; empty for a solid line.
    package var dash: [CGFloat]
    package var dashPhase: CGFloat

    package init(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat, dash: [CGFloat], dashPhase: CGFloat) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    package func polygons(for subpaths: [PathFlattening.Subpath]) -> [[CGPoint]] {
        guard width > 0 else { return [] }
        var polygons: [[CGPoint]] = []
        for subpath in subpaths {
            for piece in dashed(subpath) {
                polygons += outline(of: piece)
            }
        }
        return polygons
    }

    /// The subpath cut into its dashes ("on" pieces), or whole when there is no dash.
    private func dashed(_ subpath: PathFlattening.Subpath) -> [PathFlattening.Subpath] {
        var points = subpath.points
        if subpath.isClosed, let first = points.first { points.append(first) }
        let total = dash.reduce(0, +)
        guard !dash.isEmpty, total > 0, dash.allSatisfy({ $0 >= 0 }) else { return [subpath] }
        var pieces: [PathFlattening.Subpath] = []
        var index = 0
        var remaining = dash[0]
        var on = true
        // Skip the phase.
        var phase = dashPhase.truncatingRemainder(dividingBy: total)
        if phase < 0 { phase += total }
        while phase > 0 {
            if phase >= remaining { phase -= remaining; index = (index + 1) % dash.count; remaining = dash[index]; on.toggle() } else { remaining -= phase; phase = 0 }
        }
        var current: [CGPoint] = on ? [points[0]] : []
        for (a, b) in zip(points, points.dropFirst()) {
            var start = a
            var length = hypot(b.x - a.x, b.y - a.y)
            while length > 0 {
                if remaining >= length {
                    remaining -= length
                    if on { current.append(b) }
                    length = 0
                } else {
                    let t = remaining / length
                    let cut = CGPoint(x: start.x + (b.x - start.x) * t, y: start.y + (b.y - start.y) * t)
                    length -= remaining
                    start = cut
                    if on { current.append(cut); pieces.append(PathFlattening.Subpath(points: current, isClosed: false)); current = [] } else { current = [cut] }
                    on.toggle()
                    index = (index + 1) % dash.count
                    remaining = dash[index]
                }
            }
        }
        if on, current.count > 1 { pieces.append(PathFlattening.Subpath(points: current, isClosed: false)) }
        return pieces
    }

    private func outline(of subpath: PathFlattening.Subpath) -> [[CGPoint]] {
        var points: [CGPoint] = []
        for point in subpath.points where points.last != point { points.append(point) }
        if subpath.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
        let half = width / 2
        guard points.count > 1 else {
            // A lone point draws only as round or square caps.
            guard let point = points.first, cap != .butt else { return [] }
            return [cap == .round ? disk(point, half) : square(point, half)]
        }
        var polygons: [[CGPoint]] = []
        let segments = Array(zip(points, points.dropFirst())) + (subpath.isClosed ? [(points[points.count - 1], points[0])] : [])
        for (index, (a, b)) in segments.enumerated() {
            let d = unit(a, b), n = CGPoint(x: -d.y * half, y: d.x * half)
            var start = a, end = b
            if !subpath.isClosed, cap == .square {
                if index == 0 { start = CGPoint(x: a.x - d.x * half, y: a.y - d.y * half) }
                if index == segments.count - 1 { end = CGPoint(x: b.x + d.x * half, y: b.y + d.y * half) }
            }
            polygons.append([CGPoint(x: start.x + n.x, y: start.y + n.y), CGPoint(x: end.x + n.x, y: end.y + n.y),
                             CGPoint(x: end.x - n.x, y: end.y - n.y), CGPoint(x: start.x - n.x, y: start.y - n.y)])
        }
        // Joins between consecutive segments.
        let joinCount = subpath.isClosed ? segments.count : segments.count - 1
        for index in 0..<joinCount {
            let (a, v) = segments[index], c = segments[(index + 1) % segments.count].1
            polygons += joinPolygons(at: v, from: unit(a, v), to: unit(v, c), half: half)
        }
        if !subpath.isClosed, cap == .round {
            polygons.append(disk(points[0], half))
            polygons.append(disk(points[points.count - 1], half))
        }
        return polygons
    }

    private func joinPolygons(at v: CGPoint, from d1: CGPoint, to d2: CGPoint, half: CGFloat) -> [[CGPoint]] {
        if join == .round { return [disk(v, half)] }
        let n1 = CGPoint(x: -d1.y * half, y: d1.x * half), n2 = CGPoint(x: -d2.y * half, y: d2.x * half)
        // The outer side is the one the turn leaves: the next segment heads away from it.
        let side: CGFloat = (n1.x * d2.x + n1.y * d2.y) < 0 ? 1 : -1
        let a = CGPoint(x: v.x + side * n1.x, y: v.y + side * n1.y), b = CGPoint(x: v.x + side * n2.x, y: v.y + side * n2.y)
        let bevel = [v, a, b]
        guard join == .miter else { return [bevel] }
        let cosine = max(-1, min(1, d1.x * d2.x + d1.y * d2.y))
        let halfAngle = acos(-cosine) / 2 // half the angle between the two segments
        guard halfAngle > 1e-6, 1 / sin(halfAngle) <= miterLimit else { return [bevel] }
        // The tip lies along the bisector of the two outer offsets.
        let mid = CGPoint(x: (a.x + b.x) / 2 - v.x, y: (a.y + b.y) / 2 - v.y)
        let length = hypot(mid.x, mid.y)
        guard length > 1e-9 else { return [bevel] }
        let reach = half / sin(halfAngle)
        let tip = CGPoint(x: v.x + mid.x / length * reach, y: v.y + mid.y / length * reach)
        return [[v, a, tip, b]]
    }

    private func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let length = hypot(b.x - a.x, b.y - a.y)
        return length > 0 ? CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length) : CGPoint(x: 1, y: 0)
    }

    private func disk(_ center: CGPoint, _ radius: CGFloat) -> [CGPoint] {
        (0..<32).map { i in
            let angle = CGFloat(i) * .pi / 16
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    private func square(_ center: CGPoint, _ half: CGFloat) -> [CGPoint] {
        [CGPoint(x: center.x - half, y: center.y - half), CGPoint(x: center.x + half, y: center.y - half),
         CGPoint(x: center.x + half, y: center.y + half), CGPoint(x: center.x - half, y: center.y + half)]
    }
}
