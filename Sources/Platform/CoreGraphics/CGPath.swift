import Foundation

/// What one step of a path does.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One step of a path as `applyWithBlock` hands it out: its type and its points (one for
/// a move or a line, two for a quadratic curve, three for a cubic one, none for a close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// An immutable outline of lines and curves, as Core Graphics holds one. Arcs, ellipses
/// and rounded corners are kept as cubic curves, as Core Graphics keeps them.
public class CGPath: Hashable, @unchecked Sendable {
    /// One step, with its points in the path's space.
    package enum Step: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, control: CGPoint)
        case cubic(CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    package fileprivate(set) var steps: [Step]

    package init(steps: [Step]) {
        self.steps = steps
    }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(steps: path.steps)
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(steps: path.steps)
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(steps: path.steps)
    }

    public var isEmpty: Bool { steps.isEmpty }

    /// Where the next step would start: the last point, or the subpath's start after a close.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for step in steps {
            switch step {
            case let .move(point): (start, current) = (point, point)
            case let .line(point), let .quad(point, _), let .cubic(point, _, _): current = point
            case .close: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point, control points included.
    public var boundingBox: CGRect {
        Self.bounds(of: steps.flatMap { step -> [CGPoint] in
            switch step {
            case let .move(point), let .line(point): [point]
            case let .quad(point, control): [point, control]
            case let .cubic(point, control1, control2): [point, control1, control2]
            case .close: []
            }
        })
    }

    /// The smallest rectangle holding the path itself: curves followed, not their controls.
    public var boundingBoxOfPath: CGRect {
        Self.bounds(of: PathFlattening.subpaths(of: steps, tolerance: 0.05).flatMap(\.points))
    }

    /// Whether `point` is inside the path under `rule` (after `transform`).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        PathFlattening.winding(of: point, in: PathFlattening.subpaths(of: Self.transformed(steps, by: transform), tolerance: 0.05), rule: rule)
    }

    /// Hands each step to `block`, as Core Graphics walks a path.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for step in steps {
            let type: CGPathElementType
            switch step {
            case let .move(point): type = .moveToPoint; points[0] = point
            case let .line(point): type = .addLineToPoint; points[0] = point
            case let .quad(point, control): type = .addQuadCurveToPoint; points[0] = control; points[1] = point
            case let .cubic(point, control1, control2): type = .addCurveToPoint; points[0] = control1; points[1] = control2; points[2] = point
            case .close: type = .closeSubpath
            }
            var element = CGPathElement(type: type, points: points)
            block(&element)
        }
    }

    public func copy() -> CGPath? { CGPath(steps: steps) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(steps: Self.transformed(steps, by: transform?.pointee ?? .identity))
    }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(steps: steps) }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(steps: Self.transformed(steps, by: transform?.pointee ?? .identity))
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.steps == rhs.steps }

    public func hash(into hasher: inout Hasher) { hasher.combine(steps.count) }

    package static func transformed(_ steps: [Step], by t: CGAffineTransform) -> [Step] {
        guard !t.isIdentity else { return steps }
        return steps.map { step in
            switch step {
            case let .move(p): .move(p.applying(t))
            case let .line(p): .line(p.applying(t))
            case let .quad(p, c): .quad(p.applying(t), control: c.applying(t))
            case let .cubic(p, c1, c2): .cubic(p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .close: .close
            }
        }
    }

    private static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            (minX, minY) = (min(minX, point.x), min(minY, point.y))
            (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A path that code builds step by step.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() {
        super.init(steps: [])
    }

    override package init(steps: [Step]) {
        super.init(steps: steps)
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        steps.append(.move(point.applying(transform)))
    }

    /// A line from the current point; a path with no current point starts here instead.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard !steps.isEmpty else { return move(to: point, transform: transform) }
        steps.append(.line(point.applying(transform)))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        points.dropFirst().forEach { addLine(to: $0, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if steps.isEmpty { move(to: control, transform: transform) }
        steps.append(.quad(end.applying(transform), control: control.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        if steps.isEmpty { move(to: control1, transform: transform) }
        steps.append(.cubic(end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    public func closeSubpath() {
        guard !steps.isEmpty, steps.last != .close else { return }
        steps.append(.close)
    }

    /// A closed rectangle, from its origin, clockwise in a y-down space.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    /// An ellipse as four cubic curves, from its rightmost point.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k), control2: CGPoint(x: cx + rx * k, y: cy + ry), transform: transform)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ry * k), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k), control2: CGPoint(x: cx - rx * k, y: cy - ry), transform: transform)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ry * k), transform: transform)
        closeSubpath()
    }

    /// A rectangle whose corners are quarter ellipses of the given radii (clamped to half
    /// the sides).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(cornerWidth, 0), r.width / 2), ry = min(max(cornerHeight, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + rx * k, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + ry - ry * k), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ry * k), control2: CGPoint(x: r.maxX - rx + rx * k, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - rx * k, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - ry + ry * k), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
        addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ry * k), control2: CGPoint(x: r.minX + rx - rx * k, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// An arc around `center` from `startAngle` to `endAngle` (radians; positive angles
    /// turn from +x towards +y), as cubic curves of at most a quarter turn each. A line
    /// joins the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) {
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        // Core Graphics's "clockwise" is in a y-up space: decreasing angles.
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - (sweep.truncatingRemainder(dividingBy: full) == 0 ? 0 : full) }
            if sweep < -full { sweep = -full }
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + (sweep.truncatingRemainder(dividingBy: full) == 0 ? 0 : full) }
            if sweep > full { sweep = full }
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if steps.isEmpty || steps.last == .close { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = CGPoint(x: cos(angle), y: sin(angle)), p1 = CGPoint(x: cos(next), y: sin(next))
            let c1 = CGPoint(x: center.x + radius * (p0.x - k * p0.y), y: center.y + radius * (p0.y + k * p0.x))
            let c2 = CGPoint(x: center.x + radius * (p1.x + k * p1.y), y: center.y + radius * (p1.y - k * p1.x))
            addCurve(to: CGPoint(x: center.x + radius * p1.x, y: center.y + radius * p1.y), control1: c1, control2: c2, transform: transform)
            angle = next
        }
    }

    /// An arc of `delta` radians from `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0, transform: transform)
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// to the line from there to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let inverse = transform.inverted()
        let p0 = steps.isEmpty ? tangent1End : currentPoint.applying(inverse)
        let (p1, p2) = (tangent1End, tangent2End)
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        guard l1 > 0, l2 > 0, radius > 0, abs(v1.x * v2.y - v1.y * v2.x) > 1e-12 else { return addLine(to: p1, transform: transform) }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bl * centerDistance, y: p1.y + bisector.y / bl * centerDistance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x), a2 = atan2(t2.y - center.y, t2.x - center.x)
        // The short way round, from the first tangent point to the second.
        var delta = a2 - a1
        if delta > .pi { delta -= 2 * .pi }
        if delta <= -.pi { delta += 2 * .pi }
        addArc(center: center, radius: radius, startAngle: a1, endAngle: a1 + delta, clockwise: delta < 0, transform: transform)
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        steps += Self.transformed(path.steps, by: transform)
    }
}
