import CoreGraphics
import Testing
import TextUI

@MainActor
@Suite("Paths and custom shapes")
struct PathTests {
    private struct Wave: Shape {
        var phase: Double
        nonisolated var animatableData: Double {
            get { phase }
            set { phase = newValue }
        }

        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.midY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            }
        }
    }

    @Test("A path built step by step keeps its elements and bounds")
    func buildsAndMeasures() {
        // Given
        var path = Path()

        // When
        path.move(to: CGPoint(x: 10, y: 20))
        path.addLine(to: CGPoint(x: 30, y: 5))
        path.addQuadCurve(to: CGPoint(x: 40, y: 20), control: CGPoint(x: 35, y: 50))
        path.closeSubpath()

        // Then
        #expect(path.boundingRect == CGRect(x: 10, y: 5, width: 30, height: 45))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
        var count = 0
        path.forEach { _ in count += 1 }
        #expect(count == 4)
    }

    @Test("A rectangle path is a closed run of four corners; a moved path moves them")
    func rectanglesAndTransforms() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 5)).offsetBy(dx: 2, dy: 3)

        #expect(path.boundingRect == CGRect(x: 2, y: 3, width: 10, height: 5))
        #expect(!path.isEmpty)
        #expect(Path().boundingRect.isNull)
    }

    @Test("An arc runs from its start angle to its end, the short way round clockwise or not")
    func arcs() {
        var counterClockwise = Path()
        counterClockwise.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        var clockwise = Path()
        clockwise.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)

        let end = counterClockwise.currentPoint!
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
        // The clockwise way goes round through 270°: its bounds reach y = -10.
        #expect(clockwise.boundingRect.minY < -9.9)
        #expect(counterClockwise.boundingRect.minY > -0.001)
    }

    @Test("A team's own shape is named by its type and takes the space it is offered")
    func customShape() {
        let view = Wave(phase: 0).stroke(.blue, lineWidth: 2).accessibilityIdentifier("wave").frame(width: 40, height: 32)

        #expect(Rendering.semantics(view) == ["Wave #wave blue 5×2 lineWidth=2"])
        #expect(Rendering.rows(view).allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    @Test("A shape moved, turned or trimmed is still the shape it was made from")
    func shapeModifiers() {
        let moved = Circle().offset(x: 4, y: 0).fill(.red).frame(width: 8, height: 16)
        let trimmed = Circle().trim(from: 0, to: 0.75).stroke(.green, lineWidth: 1).frame(width: 8, height: 16)

        #expect(Rendering.rows(moved) == ["●"])
        #expect(Rendering.rows(trimmed) == ["○"])
    }

    @Test("A shape turned or scaled moves about its anchor, the center by default")
    func anchoredTransforms() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        let scaled = Rectangle().scale(2, anchor: .topLeading).path(in: rect).boundingRect

        // A quarter turn about (10, 5) stands the 20 × 10 box up around the same center.
        #expect(abs(turned.midX - 10) < 1e-9 && abs(turned.midY - 5) < 1e-9)
        #expect(abs(turned.width - 10) < 1e-9 && abs(turned.height - 20) < 1e-9)
        #expect(scaled == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test("A filled shape stroked again draws its outline and names its fill")
    func fillThenStroke() {
        let view = RoundedRectangle(cornerRadius: 8).fill(.yellow).strokeBorder(.gray, lineWidth: 1).accessibilityIdentifier("card").frame(width: 48, height: 48)

        #expect(Rendering.rows(view) == ["╭────╮", "│    │", "╰────╯"])
        #expect(Rendering.semantics(view) == ["RoundedRectangle #card gray 6×3 cornerRadius=8 lineWidth=1 fill=yellow"])
    }

    @Test("A dashed stroke draws dashed edges and names its dash")
    func dashedStroke() {
        let view = Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 1, dash: [4, 2])).accessibilityIdentifier("box").frame(width: 32, height: 48)

        #expect(Rendering.semantics(view) == ["Rectangle #box red 4×3 lineWidth=1 dash=4,2"])
        #expect(Rendering.rows(view) == ["┌┄┄┐", "┆  ┆", "└┄┄┘"])
    }

    @Test("Uneven corners draw rounded when any corner is, and name each radius")
    func unevenCorners() {
        let rounded = UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 4).stroke(.black).frame(width: 32, height: 48)
        let square = UnevenRoundedRectangle().stroke(.black).frame(width: 32, height: 48)

        #expect(Rendering.rows(rounded).first == "╭──╮")
        #expect(Rendering.rows(square).first == "┌──┐")
        #expect(Rendering.semantics(rounded.accessibilityIdentifier("tab")).first?.contains("cornerRadius=8,0,4,0") == true)
    }

    @Test("Angles add, subtract and scale as numbers do")
    func angleArithmetic() {
        #expect((Angle.degrees(90) + .degrees(45)).degrees == 135)
        #expect((Angle.degrees(90) - .degrees(45)).degrees == 45)
        #expect((Angle.degrees(30) * 2).degrees.rounded() == 60)
        #expect(Angle.degrees(10) < .degrees(20))
        var pair = AnimatablePair(1.0, 2.0)
        pair.scale(by: 2)
        #expect(pair == AnimatablePair(2.0, 4.0))
        #expect((pair - AnimatablePair(1.0, 1.0)).magnitudeSquared == 1 + 9)
    }

    @Test("A Core Graphics path becomes a SwiftUI path and back, step for step")
    func cgPathRoundTrip() {
        let cgPath = CGMutablePath()
        cgPath.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 8, cornerHeight: 8)

        let path = Path(cgPath)

        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.cgPath == cgPath)
    }
}
