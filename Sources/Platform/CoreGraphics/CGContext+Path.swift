import Foundation

// The current path, built in user space and kept in pixels: each point goes through the
// transform in force when it is added, as Core Graphics does.
extension CGContext {
    public func beginPath() {
        pixelPath = CGMutablePath()
    }

    public func move(to point: CGPoint) {
        pixelPath.move(to: point, transform: userToPixel)
    }

    public func addLine(to point: CGPoint) {
        pixelPath.addLine(to: point, transform: userToPixel)
    }

    public func addLines(between points: [CGPoint]) {
        pixelPath.addLines(between: points, transform: userToPixel)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        pixelPath.addCurve(to: end, control1: control1, control2: control2, transform: userToPixel)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        pixelPath.addQuadCurve(to: end, control: control, transform: userToPixel)
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        pixelPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: userToPixel)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        pixelPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: userToPixel)
    }

    public func addRect(_ rect: CGRect) {
        pixelPath.addRect(rect, transform: userToPixel)
    }

    public func addRects(_ rects: [CGRect]) {
        pixelPath.addRects(rects, transform: userToPixel)
    }

    public func addEllipse(in rect: CGRect) {
        pixelPath.addEllipse(in: rect, transform: userToPixel)
    }

    public func addPath(_ path: CGPath) {
        pixelPath.addPath(path, transform: userToPixel)
    }

    public func closePath() {
        pixelPath.closeSubpath()
    }

    public var isPathEmpty: Bool { pixelPath.isEmpty }

    /// The current path in today's user space; nil when it is empty.
    public var path: CGPath? {
        pixelPath.isEmpty ? nil : CGPath(steps: CGPath.transformed(pixelPath.steps, by: userToPixel.inverted()))
    }

    public var currentPointOfPath: CGPoint {
        pixelPath.currentPoint.applying(userToPixel.inverted())
    }

    public var boundingBoxOfPath: CGRect {
        pixelPath.isEmpty ? .null : pixelPath.boundingBoxOfPath.applying(userToPixel.inverted())
    }

    /// Whether the current path, drawn in `mode`, would paint `point`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let pixel = point.applying(userToPixel)
        let subpaths = PathFlattening.subpaths(of: pixelPath.steps, tolerance: 0.25)
        switch mode {
        case .fill, .fillStroke: return PathFlattening.winding(of: pixel, in: subpaths, rule: .winding) || (mode == .fillStroke && strokeContains(pixel, subpaths))
        case .eoFill, .eoFillStroke: return PathFlattening.winding(of: pixel, in: subpaths, rule: .evenOdd) || (mode == .eoFillStroke && strokeContains(pixel, subpaths))
        case .stroke: return strokeContains(pixel, subpaths)
        }
    }

    /// Replaces the path with the outline its stroke would cover.
    public func replacePathWithStrokedPath() {
        let polygons = strokeOutline.polygons(for: PathFlattening.subpaths(of: pixelPath.steps, tolerance: 0.25))
        let outline = CGMutablePath()
        for polygon in polygons {
            outline.addLines(between: polygon)
            outline.closeSubpath()
        }
        pixelPath = outline
    }

    /// The stroke's settings, scaled into pixels by the transform's area.
    var strokeOutline: StrokeOutline {
        let t = userToPixel
        let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
        return StrokeOutline(width: state.lineWidth * scale, cap: state.lineCap, join: state.lineJoin, miterLimit: state.miterLimit,
                             dash: state.dashLengths.map { $0 * scale }, dashPhase: state.dashPhase * scale)
    }

    private func strokeContains(_ pixel: CGPoint, _ subpaths: [PathFlattening.Subpath]) -> Bool {
        strokeOutline.polygons(for: subpaths).contains { PathFlattening.winding(of: pixel, in: [PathFlattening.Subpath(points: $0, isClosed: true)], rule: .winding) }
    }
}
