import Foundation
import Testing
import TextUI

@MainActor
@Suite("LocalizedStringResource in views")
struct LocalizedStringResourceTests {
    @Test("A resource shows its default value, interpolations written in")
    func text() {
        let count = 3
        let resource = LocalizedStringResource("\(count) recipes")
        #expect(Rendering.rows(Text(resource)) == ["3 recipes"])
    }

    @Test("A resource with a key of its own shows its default value, not the key")
    func keyed() {
        let resource = LocalizedStringResource("recipes.title", defaultValue: "Recipes")
        #expect(Rendering.rows(Text(resource)) == ["Recipes"])
        #expect(Rendering.rows(Label(resource, systemImage: "book")).joined().contains("Recipes"))
    }

    @Test("A string literal is still a key, and a button or toggle takes a resource as its title")
    func controls() {
        let title: LocalizedStringResource = "Save"
        #expect(Rendering.semantics(Button(title) {}).joined().contains("\"Save\""))
        #expect(Rendering.semantics(Toggle(title, isOn: .constant(true))).joined().contains("\"Save\""))
        #expect(Rendering.rows(Text("Literal")) == ["Literal"])
    }
}
