import Foundation
import Testing
import TextUI

@MainActor
@Suite("Semantics")
struct SemanticsTests {
    @Test("Kind, identifier, text, font, color, size, properties and flags, in that order")
    func lineOrder() {
        let view = VStack {
            Text("Rick").font(TestFont.title).foregroundStyle(TestColor.primary).bold().italic().accessibilityIdentifier("name")
            Image(systemName: "star.fill").accessibilityIdentifier("icon").accessibilityHidden(true)
            Button("Retry") {}.disabled(true)
        }
        .accessibilityIdentifier("card")
        .background(TestColor.surface)
        .onTapGesture {}
        #expect(Rendering.semantics(view) == [
            "VStack #card background=surface button",
            "  Text #name \"Rick\" title primary bold italic",
            "  Image #icon 2×1 systemName=star.fill hidden",
            "  Button disabled",
            "    Text \"Retry\" accentColor",
        ])
    }

    @Test("Plain stacks and wrappers print nothing; their children move up")
    func layoutNodesAreTransparent() {
        let view = VStack { HStack { Text("a").padding(TestSpacing.one) } }
        #expect(Rendering.semantics(view) == ["Text \"a\""])
    }

    @Test("Quotes, backslashes, newlines and invisible characters are escaped")
    func escaping() {
        let semantics = Rendering.semantics(Text("say \"hi\"\\\nzero\u{200B}width"))
        #expect(semantics == ["Text \"say \\\"hi\\\"\\\\\\nzero\\u{200B}width\""])
    }

    @Test("A hidden element is one line: its children are not read")
    func hiddenSubtree() {
        let view = VStack { Text("a"); Text("b") }.accessibilityIdentifier("group").accessibilityHidden(true)
        #expect(Rendering.semantics(view) == ["VStack #group hidden"])
    }

    @Test("Labels, values, traits and kinds from modifiers")
    func accessibilityModifiers() {
        let view = Circle().fill(TestColor.success)
            .frame(width: TestDimension.small, height: TestDimension.small)
            .semanticsKind("StatusIndicator")
            .accessibilityLabel("alive")
            .accessibilityValue("1")
            .accessibilityAddTraits([.isSelected, .isHeader])
        #expect(Rendering.semantics(view) == [
            "StatusIndicator success 2×1 label=\"alive\" value=\"1\" header selected",
        ])
    }

    @Test("A component's size is all of it, padding and frame included, not its content's")
    func componentSize() {
        let view = VStack { Text("ab"); Text("c") }
            .padding(TestSpacing.one)
            .frame(width: TestDimension.large)
            .semanticsKind("Card")
        // 96 pt is 12 columns; 16 pt of padding is 2 columns but 1 row on each side.
        #expect(Rendering.semantics(view) == ["Card 12×4", "  Text \"ab\"", "  Text \"c\""])
    }

    @Test("Decoration shapes and their styling print nothing")
    func decorationIsSilent() {
        let view = Text("x").overlay { RoundedRectangle(cornerRadius: TestRadius.medium).stroke(TestColor.surface, lineWidth: TestBorder.thin) }
        #expect(Rendering.semantics(view) == ["Text \"x\""])
    }

    @Test("A variable symbol draws its glyph and names how full it is")
    func variableSymbol() {
        #expect(Rendering.semantics(Image(systemName: "speaker.wave.3", variableValue: 0.6)) == ["Image 2×1 systemName=speaker.wave.3 variableValue=0.6"])
    }
}
