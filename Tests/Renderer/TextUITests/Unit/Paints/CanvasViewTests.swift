import CoreGraphics
import Testing
import TextUI

@MainActor
@Suite("Canvas")
struct CanvasViewTests {
    @Test("A canvas runs its renderer once: texts land at their points, paths are counted")
    func recordsDrawing() {
        let view = Canvas { context, size in
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
            context.stroke(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.red), lineWidth: 1)
            context.draw(Text("x"), at: CGPoint(x: 40, y: 24))
        }
        .frame(width: 80, height: 48)

        let rows = Rendering.rows(view)
        #expect(rows == ["          ", "     x    ", "          "])
        #expect(Rendering.semantics(view).first?.hasPrefix("Canvas 10×3 paths=2") == true)
    }

    @Test("Transforms move what is drawn after them")
    func transforms() {
        let view = Canvas { context, _ in
            context.translateBy(x: 16, y: 16)
            context.draw(Text("y"), at: .zero)
        }
        .frame(width: 48, height: 48)

        #expect(Rendering.rows(view)[1].hasPrefix("  y"))
    }
}
