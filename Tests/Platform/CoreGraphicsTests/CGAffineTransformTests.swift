import CoreGraphics
import Testing

@Suite struct CGAffineTransformTests {
    @Test func givenATranslationThenAScale_whenAPointIsMapped_thenItMovesThenScales() {
        // Given
        let transform = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 3))

        // When
        let point = CGPoint(x: 1, y: 1).applying(transform)

        // Then
        #expect(point == CGPoint(x: 22, y: 3))
    }

    @Test func givenAQuarterTurn_whenAPointOnTheXAxisIsMapped_thenItLandsOnTheYAxis() {
        let point = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))

        #expect(abs(point.x) < 1e-9)
        #expect(abs(point.y - 1) < 1e-9)
    }

    @Test func givenScaledBy_whenComparedWithConcatenating_thenTheScaleAppliesFirst() {
        let moved = CGAffineTransform(translationX: 5, y: 5)

        let scaledFirst = moved.scaledBy(x: 2, y: 2)

        #expect(CGPoint(x: 1, y: 1).applying(scaledFirst) == CGPoint(x: 7, y: 7))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!scaledFirst.isIdentity)
    }
}
