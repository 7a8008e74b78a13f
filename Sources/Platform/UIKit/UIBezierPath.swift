import Foundation

/// Which corners of a rectangle are rounded.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A path with its line settings, drawn into the current context (`fill()`, `stroke()`)
/// as UIKit draws it. Its space is UIKit's: y grows downwards, so `clockwise` arcs turn
/// as the clock does on screen.
///
///     let badge = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 16), cornerRadius: 8)
open class UIBezierPath: NSObject, @unchecked Sendable {
    private var path = CGMutablePath()

    open var lineWidth: CGFloat = 1
    open var lineCapStyle = CGLineCap.butt
    open var lineJoinStyle = CGLineJoin.miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    /// Fill and clip with the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    private var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    public override init() {
        super.init()
    }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A rectangle with the given corners rounded by `cornerRadii` and the others square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(cornerRadii.width, 0), r.width / 2), ry = min(max(cornerRadii.height, 0), r.height / 2)
        let k: CGFloat = 0.5522847498
        func radii(_ corner: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tlx, tly) = radii(.topLeft), (trx, try_) = radii(.topRight), (brx, bry) = radii(.bottomRight), (blx, bly) = radii(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tlx, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - trx, y: r.minY))
        if trx > 0 { path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + try_), control1: CGPoint(x: r.maxX - trx + trx * k, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + try_ - try_ * k)) }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bry))
        if brx > 0 { path.addCurve(to: CGPoint(x: r.maxX - brx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - bry + bry * k), control2: CGPoint(x: r.maxX - brx + brx * k, y: r.maxY)) }
        path.addLine(to: CGPoint(x: r.minX + blx, y: r.maxY))
        if blx > 0 { path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bly), control1: CGPoint(x: r.minX + blx - blx * k, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - bly + bly * k)) }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tly))
        if tlx > 0 { path.addCurve(to: CGPoint(x: r.minX + tlx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tly - tly * k), control2: CGPoint(x: r.minX + tlx - tlx * k, y: r.minY)) }
        path.closeSubpath()
    }

    /// An arc; `clockwise` as seen on screen, where y grows downwards.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// The path as Core Graphics holds it.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(steps: []) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    open var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding the path, control points included, as UIKit's.
    open var bounds: CGRect { path.boundingBox }
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside, under the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: - Building

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc; `clockwise` as seen on screen, where y grows downwards (Core Graphics's
    /// counterclockwise, whose y grows upwards).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }

    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// The path with every point moved by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(steps: CGPath.transformed(path.steps, by: transform))
    }

    /// The same outline, each subpath run the other way.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        for subpath in PathFlattening.subpaths(of: path.steps, tolerance: 0.25) {
            let points = Array(subpath.points.reversed())
            reversed.path.addLines(between: points)
            if subpath.isClosed { reversed.path.closeSubpath() }
        }
        reversed.copySettings(from: self)
        return reversed
    }

    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [], phase)
    }

    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, length) in dash.pattern.enumerated() { pattern[index] = length } }
        count?.pointee = dash.pattern.count
        phase?.pointee = dash.phase
    }

    // MARK: - Drawing

    /// Fills the path in the current context's fill color (`UIColor.setFill()`).
    open func fill() {
        draw { $0.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding) }
    }

    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
    }

    /// Strokes the path with its line settings in the current context's stroke color.
    open func stroke() {
        draw { $0.strokePath() }
    }

    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.strokePath()
        }
    }

    /// Narrows the current context's clip to the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func draw(_ paint: (CGContext) -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dash.phase, lengths: dash.pattern)
        context.beginPath()
        context.addPath(path)
        paint(context)
        context.restoreGState()
    }

    private func copySettings(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dash = other.dash
    }

    open override func copy() -> Any {
        let copy = UIBezierPath(cgPath: path)
        copy.copySettings(from: self)
        return copy
    }
}
