import Testing
import TextUI

@MainActor
@Suite("ConcentricRectangle (iOS 26)")
struct ConcentricRectangleTests {
    @Test("Corners are named as written: a fixed radius, concentric, or one per corner; drawn rounded")
    func cornersAreNamed() {
        // Given
        let fixed = ConcentricRectangle(corners: .fixed(8)).stroke().accessibilityIdentifier("tag").frame(width: 60, height: 48)
        let concentric = ConcentricRectangle().stroke().accessibilityIdentifier("tag").frame(width: 60, height: 48)
        let mixed = ConcentricRectangle(uniformTopCorners: .fixed(12), uniformBottomCorners: .concentric(minimum: .fixed(4))).stroke().accessibilityIdentifier("tag").frame(width: 60, height: 48)

        // Then
        #expect(Rendering.semantics(fixed).first?.hasPrefix("ConcentricRectangle") == true)
        #expect(Rendering.semantics(fixed).first?.contains("cornerRadius=8") == true)
        #expect(Rendering.semantics(concentric).first?.contains("cornerRadius=concentric") == true)
        #expect(Rendering.semantics(mixed).first?.contains("cornerRadius=12,12,concentric≥4,concentric≥4") == true)
        #expect(Rendering.rows(fixed).first?.first == "╭")
    }

    @Test("Square corners everywhere make a plain rectangle")
    func squareCornersAreARectangle() {
        let square = ConcentricRectangle.rect(corners: 0).stroke().accessibilityIdentifier("tag").frame(width: 60, height: 48)
        #expect(Rendering.semantics(square).first?.hasPrefix("Rectangle") == true)
        #expect(Rendering.rows(square).first?.first == "┌")
    }
}
