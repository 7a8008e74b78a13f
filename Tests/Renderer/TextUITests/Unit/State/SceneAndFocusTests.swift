import Testing
import TextUI

@MainActor
@Suite("Scene storage, focused values, namespaces")
struct SceneAndFocusTests {
    @FocusedValue(\.selectedTitle) private var selectedTitle

    @Test("Scene storage starts as given and keeps what is written, by key")
    func sceneStorage() {
        let first = SceneStorage(wrappedValue: "list", "SceneAndFocusTests.tab")
        let second = SceneStorage(wrappedValue: "list", "SceneAndFocusTests.tab")

        #expect(first.wrappedValue == "list")
        first.wrappedValue = "detail"
        #expect(second.wrappedValue == "detail")
    }

    @Test("Nothing is focused in a still picture")
    func focusedValues() {
        #expect(selectedTitle == nil)
    }

    @Test("Each namespace has an identity of its own")
    func namespaces() {
        #expect(Namespace().wrappedValue != Namespace().wrappedValue)
    }
}

private struct SelectedTitleKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    var selectedTitle: String? {
        get { self[SelectedTitleKey.self] }
        set { self[SelectedTitleKey.self] = newValue }
    }
}
