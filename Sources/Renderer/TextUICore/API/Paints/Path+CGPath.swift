import CoreGraphics
import Foundation

// A SwiftUI path over a Core Graphics one and back, as shapes built with `UIBezierPath`
// hand theirs over: `Path(UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath)`.
extension Path {
    /// The steps of `path`, as SwiftUI's elements.
    public nonisolated init(_ path: CGPath) {
        self.init()
        for step in path.steps {
            switch step {
            case let .move(point): move(to: point)
            case let .line(point): addLine(to: point)
            case let .quad(point, control): addQuadCurve(to: point, control: control)
            case let .cubic(point, control1, control2): addCurve(to: point, control1: control1, control2: control2)
            case .close: closeSubpath()
            }
        }
    }

    /// The path as Core Graphics holds it.
    public nonisolated var cgPath: CGPath {
        let path = CGMutablePath()
        forEach { element in
            switch element {
            case let .move(point): path.move(to: point)
            case let .line(point): path.addLine(to: point)
            case let .quadCurve(point, control): path.addQuadCurve(to: point, control: control)
            case let .curve(point, control1, control2): path.addCurve(to: point, control1: control1, control2: control2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }
}
