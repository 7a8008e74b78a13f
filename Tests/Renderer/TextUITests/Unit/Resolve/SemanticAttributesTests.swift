import Testing

import TextUI
@testable import TextUICore

/// Attributes few nodes set live in a shared box; a copy must still be a value.
@Suite("Semantic attributes")
struct SemanticAttributesTests {
    @Test("Changing a copy leaves the original as it was")
    func copiesAreValues() {
        var original = SemanticAttributes()
        original.label = "Rick"
        original.properties.append(("status", "alive"))

        var copy = original
        copy.label = "Morty"
        copy.properties.append(("species", "human"))
        copy.background = .named("surface")

        #expect(original.label == "Rick")
        #expect(original.properties.map(\.0) == ["status"])
        #expect(original.background == nil)
        #expect(copy.label == "Morty")
        #expect(copy.properties.map(\.0) == ["status", "species"])
        #expect(copy.background == .named("surface"))
    }

    @Test("An attribute in the box makes a node notable; none set, nothing does")
    func notable() {
        var attributes = SemanticAttributes()
        #expect(!attributes.isNotable)
        attributes.properties.append(("cornerRadius", "lg"))
        #expect(!attributes.isNotable, "decoration alone is not notable")
        attributes.opacity = "disabled"
        #expect(attributes.isNotable)
    }
}
