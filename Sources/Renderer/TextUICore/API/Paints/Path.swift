import CoreGraphics
import Foundation

/// An outline of lines and curves, in points. Code builds one in `Shape.path(in:)` or
/// draws it as a view; a grid of characters does not trace curves, so the render names
/// a path (`Path`, or the custom shape's type) and the path keeps its elements for
/// code that reads them back (`boundingRect`, `forEach`).
public nonisolated struct Path: Shape, Equatable {
    /// One step of the outline, as SwiftUI names them.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    private(set) var elements: [Element] = []

    public nonisolated init() {}

    public nonisolated init(_ rect: CGRect) {
        addRect(rect)
    }

    public nonisolated init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public nonisolated init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public nonisolated init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A path built step by step: `Path { path in path.move(to: …) … }`.
    public nonisolated init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    public nonisolated var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included.
    public nonisolated var boundingRect: CGRect {
        let points = elements.flatMap { element -> [CGPoint] in
            switch element {
            case let .move(point), let .line(point): [point]
            case let .quadCurve(point, control): [point, control]
            case let .curve(point, control1, control2): [point, control1, control2]
            case .closeSubpath: []
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            (minX, minY) = (min(minX, point.x), min(minY, point.y))
            (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The point the next segment starts from.
    public nonisolated var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case let .move(point): (start, current) = (point, point)
            case let .line(point), let .quadCurve(point, _), let .curve(point, _, _): current = point
            case .closeSubpath: current = start
            }
        }
        return current
    }

    public nonisolated func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    public nonisolated mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
    }

    public nonisolated mutating func addLine(to point: CGPoint) {
        elements.append(.line(to: point))
    }

    public nonisolated mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }

    public nonisolated mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    public nonisolated mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public nonisolated mutating func closeSubpath() {
        elements.append(.closeSubpath)
    }

    public nonisolated mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ].map { $0.applying(transform) })
        closeSubpath()
    }

    public nonisolated mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    /// A rounded rectangle as four lines and four quarter curves.
    public nonisolated mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        let rx = min(cornerSize.width, rect.width / 2)
        let ry = min(cornerSize.height, rect.height / 2)
        let t = transform
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY).applying(t))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY).applying(t))
        addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry).applying(t), control: CGPoint(x: rect.maxX, y: rect.minY).applying(t))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry).applying(t))
        addQuadCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY).applying(t), control: CGPoint(x: rect.maxX, y: rect.maxY).applying(t))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY).applying(t))
        addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry).applying(t), control: CGPoint(x: rect.minX, y: rect.maxY).applying(t))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry).applying(t))
        addQuadCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY).applying(t), control: CGPoint(x: rect.minX, y: rect.minY).applying(t))
        closeSubpath()
    }

    /// An ellipse as four quarter curves.
    public nonisolated mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: rect.width / 2, height: rect.height / 2), transform: transform)
    }

    /// An arc around `center`, as straight segments every 15 degrees or less.
    public nonisolated mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        var sweep = endAngle.radians - startAngle.radians
        // SwiftUI's y axis points down, so "clockwise" runs towards smaller angles.
        if clockwise, sweep > 0 { sweep -= 2 * .pi }
        if !clockwise, sweep < 0 { sweep += 2 * .pi }
        let steps = max(1, Int((abs(sweep) / (.pi / 12)).rounded(.up)))
        for step in 0...steps {
            let angle = startAngle.radians + sweep * Double(step) / Double(steps)
            let point = CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle))).applying(transform)
            if step == 0, currentPoint == nil { move(to: point) } else { addLine(to: point) }
        }
    }

    public nonisolated mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    /// The path with every point mapped through `transform`.
    public nonisolated func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var path = Path()
        path.elements = elements.map { element in
            switch element {
            case let .move(point): .move(to: point.applying(transform))
            case let .line(point): .line(to: point.applying(transform))
            case let .quadCurve(point, control): .quadCurve(to: point.applying(transform), control: control.applying(transform))
            case let .curve(point, c1, c2): .curve(to: point.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        return path
    }

    public nonisolated func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    public nonisolated func path(in rect: CGRect) -> Path { self }

    public nonisolated var _shapeDescription: _ShapeDescription { _ShapeDescription(form: .custom("Path"), cornerRadius: nil) }
}
