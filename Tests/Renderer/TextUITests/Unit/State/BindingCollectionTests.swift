import Testing
import TextUI

@MainActor
@Suite("Bindings to collections")
struct BindingCollectionTests {
    private struct Step: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    private final class Model {
        var steps = [Step(id: 1, title: "Grind"), Step(id: 2, title: "Brew")]
    }

    @Test("A binding to an array is a collection of bindings to its elements")
    func elementsAreBindings() {
        // Given
        let model = Model()
        let binding = Binding(get: { model.steps }, set: { model.steps = $0 })

        // When
        binding[1].title.wrappedValue = "Pour"

        // Then
        #expect(binding.count == 2)
        #expect(model.steps.map(\.title) == ["Grind", "Pour"])
    }

    @Test("ForEach over a binding hands each row a binding to its element")
    func forEachOverBinding() {
        let model = Model()
        let binding = Binding(get: { model.steps }, set: { model.steps = $0 })
        let view = VStack(alignment: .leading, spacing: 0) {
            ForEach(binding) { $step in
                Text(step.title)
            }
        }

        #expect(Rendering.rows(view) == ["Grind", "Brew "])
    }

    @Test("A binding to an optional unwraps only when there is a value")
    func optionalBinding() {
        var stored: Int? = 3
        let optional = Binding(get: { stored }, set: { stored = $0 })

        let unwrapped = Binding(optional)
        unwrapped?.wrappedValue = 4

        #expect(stored == 4)
        stored = nil
        #expect(Binding(optional) == nil)
    }
}
