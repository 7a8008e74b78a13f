import Testing
import TextUI

@MainActor
@Suite("Button styles and roles")
struct ButtonStyleTests {
    private struct Bracketed: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("[")
                configuration.label
                Text(configuration.isPressed ? "pressed" : "]")
            }
        }
    }

    @Test("A custom style draws its body around the label, never pressed")
    func customStyle() {
        #expect(Rendering.rows(Button("Go") {}.buttonStyle(Bracketed())) == ["[Go]"])
    }

    @Test("A system style is named; the default is not")
    func systemStyles() {
        #expect(Rendering.semantics(Button("Go") {}.buttonStyle(.bordered)) == ["Button style=bordered", "  Text \"Go\" accentColor"])
        #expect(Rendering.semantics(Button("Go") {}.buttonStyle(.borderedProminent)).first == "Button style=borderedProminent")
        #expect(Rendering.semantics(Button("Go") {}.buttonStyle(.plain)).first == "Button style=plain")
        #expect(Rendering.semantics(Button("Go") {}.buttonStyle(.automatic)).first == "Button")
    }

    @Test("The system looks as on iOS: tinted text, red when destructive, white on a filled pill when prominent, plain as it is")
    func systemLooks() {
        #expect(Rendering.semantics(Button("Go") {}).last == "  Text \"Go\" accentColor")
        #expect(Rendering.semantics(Button("Go") {}.tint(.orange)).last == "  Text \"Go\" orange")
        #expect(Rendering.semantics(Button("Go", role: .destructive) {}).last == "  Text \"Go\" red")
        #expect(Rendering.semantics(Button("Go") {}.buttonStyle(.plain)).last == "  Text \"Go\"")
        #expect(Rendering.semantics(Button("Go") {}.foregroundStyle(.green)).last == "  Text \"Go\" green")
        #expect(Rendering.semantics(Button("Go") {}.buttonStyle(.borderedProminent).foregroundStyle(.green)).last == "  Text \"Go\" white")
        // 12 pt of padding is a column each side, where the pill's ends go.
        #expect(Rendering.rows(Button("Go") {}.buttonStyle(.borderedProminent)) == ["[Go]"])
        #expect(Rendering.rows(Button("Go") {}.buttonStyle(.bordered)) == ["[Go]"])
        #expect(Rendering.rows(Button("Go") {}) == ["Go"])
    }

    @Test("The innermost style wins")
    func innermostStyleWins() {
        let view = VStack { Button("Go") {}.buttonStyle(.plain) }.buttonStyle(Bracketed())
        #expect(Rendering.rows(view) == ["Go"])
    }

    @Test("A role is named")
    func roles() {
        #expect(Rendering.semantics(Button("Delete", role: .destructive) {}).first == "Button role=destructive")
        #expect(Rendering.semantics(Button(role: .cancel) {} label: { Text("Cancel") }).first == "Button role=cancel")
    }
}
