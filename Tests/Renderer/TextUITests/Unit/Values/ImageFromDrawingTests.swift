import Foundation
import Testing
import TextUI
import UIKit

@MainActor
@Suite("Images drawn in code")
struct ImageFromDrawingTests {
    private func drawn(_ color: UIColor, size: CGSize = CGSize(width: 40, height: 40)) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    @Test("A drawing of one color is named by its size in points and that color")
    func oneColor() {
        let view = Image(uiImage: drawn(.systemRed))
        #expect(Rendering.semantics(view) == ["Image 5×2 uiImage=(drawing 40×40 #FF3B30)"])
        #expect(Rendering.rows(view) == ["img  ", "     "])
    }

    @Test("A translucent fill is named with its opacity; a drawing of several colors by its size alone")
    func opacityAndMixed() {
        #expect(Rendering.semantics(Image(uiImage: drawn(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)))) == ["Image 5×2 uiImage=(drawing 40×40 #0000FF 50.2%)"])
        let mixed = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 16))
        }
        #expect(Rendering.semantics(Image(uiImage: mixed)) == ["Image 2×1 uiImage=(drawing 16×16)"])
    }

    @Test("A CGImage is drawn at its pixels over its scale, turned by its orientation")
    func cgImage() throws {
        let bitmap = try #require(drawn(.black, size: CGSize(width: 16, height: 32)).cgImage)
        #expect(Rendering.semantics(Image(decorative: bitmap, scale: 3)) == ["Image 2×2 cgImage=(drawing 16×32 #000000)"])
        #expect(Rendering.semantics(Image(bitmap, scale: 3, orientation: .right, label: Text("Logo"))) == ["Image 4×1 cgImage=(drawing 32×16 #000000)"])
    }
}
