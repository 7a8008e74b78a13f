import Testing
import TextUI

@MainActor
@Suite("Color")
struct ColorTests {
    @Test("A color is named by how it was made", arguments: [
        (Color.green, "green"),
        (.clear, "clear"),
        (.primary, "primary"),
        (.accentColor, "accentColor"),
        (Color(.label), "label"),
        (Color(uiColor: .systemGray3), "systemGray3"),
        (Color(UIColor.secondarySystemBackground), "secondarySystemBackground"),
        (Color(red: 0x33 / 255.0, green: 0x38 / 255.0, blue: 0x44 / 255.0), "#333844"),
        (Color(red: 0x33 / 255.0, green: 0x38 / 255.0, blue: 0x44 / 255.0).opacity(0.1), "(#333844 10%)"),
        (Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 0.25), "(#FF8000 25%)"),
        (Color(white: 0.5), "#808080"),
        (Color(hue: 0, saturation: 1, brightness: 1), "#FF0000"),
        (Color(hue: 2.0 / 3.0, saturation: 1, brightness: 0.5), "#000080"),
        (Color("BrandPrimary"), "BrandPrimary"),
        (Color.black.opacity(0.05), "(black 5%)"),
        (Color.black.opacity(0.5).opacity(0.5), "(black 25%)"),
        (Color(.label).opacity(1), "label"),
    ])
    func names(color: Color, printed: String) {
        #expect(Rendering.semantics(Text("a").foregroundStyle(color)) == ["Text \"a\" \(printed)"])
    }

    @Test("foregroundStyle, foregroundColor and Text's own name a color alike")
    func everyWayToColorAText() {
        let expected = ["Text \"a\" green"]
        #expect(Rendering.semantics(Text("a").foregroundStyle(.green)) == expected)
        #expect(Rendering.semantics(Text("a").foregroundColor(.green)) == expected)
        #expect(Rendering.semantics(VStack { Text("a") }.foregroundStyle(Color.green)) == expected)
        #expect(Rendering.semantics(VStack { Text("a") }.foregroundColor(.green)) == expected)
    }

    @Test("Hierarchical styles and tokens are named too")
    func otherStyles() {
        #expect(Rendering.semantics(Text("a").foregroundStyle(.secondary)) == ["Text \"a\" secondary"])
        #expect(Rendering.semantics(Text("a").foregroundStyle(.tertiary)) == ["Text \"a\" tertiary"])
        #expect(Rendering.semantics(Text("a").foregroundStyle(TestColor.accent)) == ["Text \"a\" accent"])
    }

    @Test("A background names its style and the shape's corner radius")
    func backgrounds() {
        #expect(Rendering.semantics(Text("a").background(.red)) == ["Text \"a\" background=red"])
        #expect(Rendering.semantics(Text("a").background(Color.black.opacity(0.1), in: .rect(cornerRadius: 8))) == [
            "Text \"a\" cornerRadius=8 background=(black 10%)",
        ])
        #expect(Rendering.semantics(Text("a").background(TestColor.surface, in: RoundedRectangle(cornerRadius: TestRadius.medium))) == [
            "Text \"a\" cornerRadius=medium background=surface",
        ])
    }

    @Test("A tint is no color of the text itself")
    func tint() {
        #expect(Rendering.semantics(Text("a").tint(.orange)) == ["Text \"a\""])
    }
}

@MainActor
@Suite("Asset symbols in SwiftUI")
struct AssetSymbolColorTests {
    @Test("Color(.accent) finds the generated symbol before a UIColor of the same name")
    func generatedSymbolWins() {
        #expect(Color(ColorResource.assetSymbolTestAccent) == Color("accent1"))
        #expect(Color(.assetSymbolTestAccent) == Color("accent1"))
    }
}

private extension ColorResource {
    static let assetSymbolTestAccent = ColorResource(name: "accent1", bundle: .main)
}

private extension UIColor {
    static var assetSymbolTestAccent: UIColor { UIColor(resource: .assetSymbolTestAccent) }
}
