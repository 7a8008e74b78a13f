import Testing
@_spi(TextUI) import TextUI

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
        #expect(Rendering.semantics(Button("Go") {}.buttonStyle(.bordered)) == ["Button style=bordered", "  Text \"Go\""])
        #expect(Rendering.semantics(Button("Go") {}.buttonStyle(.borderedProminent)).first == "Button style=borderedProminent")
        #expect(Rendering.semantics(Button("Go") {}.buttonStyle(.plain)).first == "Button style=plain")
        #expect(Rendering.semantics(Button("Go") {}.buttonStyle(.automatic)).first == "Button")
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
