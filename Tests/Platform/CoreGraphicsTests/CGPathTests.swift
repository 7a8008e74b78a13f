import CoreGraphics
import Testing

@Suite struct CGPathTests {
    @Test func givenAnEllipse_whenPointsAreTested_thenTheCenterIsInsideAndTheCornerOutside() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)

        #expect(path.contains(CGPoint(x: 10, y: 5)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func givenAQuarterArc_whenItsEndIsRead_thenItLiesOnTheCircle() {
        let path = CGMutablePath()

        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)

        #expect(abs(path.currentPoint.x) < 1e-9)
        #expect(abs(path.currentPoint.y - 10) < 1e-9)
        #expect(abs(path.boundingBoxOfPath.width - 10) < 0.01)
    }

    @Test func givenNestedRects_whenTestedEvenOdd_thenTheInnerOneIsAHole() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))

        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
    }

    @Test func givenAPath_whenWalked_thenEachStepComesOutWithItsPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.closeSubpath()
        var types: [CGPathElementType] = []

        path.applyWithBlock { types.append($0.pointee.type) }

        #expect(types == [.moveToPoint, .addLineToPoint, .closeSubpath])
    }

    @Test func givenATransform_whenInverted_thenItUndoesIt() {
        let transform = CGAffineTransform(translationX: 3, y: 4).scaledBy(x: 2, y: 5)

        let point = CGPoint(x: 7, y: 9).applying(transform).applying(transform.inverted())

        #expect(abs(point.x - 7) < 1e-9 && abs(point.y - 9) < 1e-9)
    }
}
