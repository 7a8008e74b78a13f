import Testing
import TextUI

@MainActor
@Suite("Accessibility modifiers")
struct AccessibilityModifierTests {
    @Test("Hints, actions, sort priority and the element's children are printed as set")
    func printed() {
        let view = Text("Row")
            .accessibilityHint("Opens the character")
            .accessibilityAction(named: "Delete") {}
            .accessibilityAction(named: "Share") {}
            .accessibilitySortPriority(1)

        #expect(Rendering.semantics(view) == ["Text \"Row\" hint=\"Opens the character\" actions=Delete,Share sortPriority=1"])
    }

    @Test("Traits without a flag of their own are named; removing a trait clears its flag")
    func traits() {
        #expect(Rendering.semantics(Text("Docs").accessibilityAddTraits([.isLink, .isStaticText])) == ["Text \"Docs\" traits=link,staticText"])
        #expect(Rendering.semantics(Text("Go").onTapGesture {}.accessibilityRemoveTraits(.isButton)) == ["Text \"Go\""])
    }

    @Test("iOS 13's forms do what the current ones do")
    func deprecatedForms() {
        let old = Text("A").accessibility(identifier: "a.id").accessibility(hint: Text("hint"))
        let current = Text("A").accessibilityIdentifier("a.id").accessibilityHint("hint")
        #expect(Rendering.semantics(old) == Rendering.semantics(current))
    }

    @Test("Combining children is named on the container")
    func element() {
        let view = HStack { Text("A"); Text("B") }.accessibilityElement(children: .combine)
        #expect(Rendering.semantics(view).first == "HStack element=combine")
    }
}
