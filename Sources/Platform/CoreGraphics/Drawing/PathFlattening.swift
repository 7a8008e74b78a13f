import Foundation

/// A path as straight segments: curves are followed by a fixed number of steps for
/// their length, so the same path always gives the same points.
package enum PathFlattening {
    /// One subpath's points, and whether it was closed.
    package struct Subpath: Equatable {
        package var points: [CGPoint]
        package var isClosed: Bool
    }

    /// The subpaths of `steps`, each curve split into pieces about `tolerance` long.
    package static func subpaths(of steps: [CGPath.Step], tolerance: CGFloat) -> [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        func finish() {
            if let subpath = current, !subpath.points.isEmpty { result.append(subpath) }
            current = nil
        }
        for step in steps {
            switch step {
            case let .move(point):
                finish()
                current = Subpath(points: [point], isClosed: false)
            case let .line(point):
                if current == nil { current = Subpath(points: [point], isClosed: false) } else { current!.points.append(point) }
            case let .quad(point, control):
                let start = current?.points.last ?? control
                if current == nil { current = Subpath(points: [start], isClosed: false) }
                let pieces = count(for: [start, control, point], tolerance: tolerance)
                for i in 1...pieces {
                    let t = CGFloat(i) / CGFloat(pieces), u = 1 - t
                    current!.points.append(CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * point.x,
                                                   y: u * u * start.y + 2 * u * t * control.y + t * t * point.y))
                }
            case let .cubic(point, control1, control2):
                let start = current?.points.last ?? control1
                if current == nil { current = Subpath(points: [start], isClosed: false) }
                let pieces = count(for: [start, control1, control2, point], tolerance: tolerance)
                for i in 1...pieces {
                    let t = CGFloat(i) / CGFloat(pieces), u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current!.points.append(CGPoint(x: a * start.x + b * control1.x + c * control2.x + d * point.x,
                                                   y: a * start.y + b * control1.y + c * control2.y + d * point.y))
                }
            case .close:
                guard var subpath = current else { continue }
                subpath.isClosed = true
                let start = subpath.points[0]
                finish()
                // A step after a close starts from the closed subpath's first point.
                current = Subpath(points: [start], isClosed: false)
                result[result.count - 1] = subpath
            }
        }
        finish()
        return result.filter { $0.points.count > 1 || $0.isClosed }
    }

    /// How many pieces a curve needs: its control polygon's length over the tolerance.
    private static func count(for points: [CGPoint], tolerance: CGFloat) -> Int {
        var length: CGFloat = 0
        for (a, b) in zip(points, points.dropFirst()) { length += hypot(b.x - a.x, b.y - a.y) }
        guard length.isFinite else { return 1 }
        return min(max(Int((length / max(tolerance, 0.01)).rounded(.up)), 1), 1024)
    }

    /// Whether `point` is inside the subpaths, each closed, under `rule`.
    package static func winding(of point: CGPoint, in subpaths: [Subpath], rule: CGPathFillRule) -> Bool {
        var winding = 0
        for subpath in subpaths {
            let points = subpath.points
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                if a.y <= point.y, b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                if a.y > point.y, b.y <= point.y, cross(a, b, point) < 0 { winding -= 1 }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
