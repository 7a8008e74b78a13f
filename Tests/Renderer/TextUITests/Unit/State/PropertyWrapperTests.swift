import Foundation
import Testing
import TextUI

@MainActor
@Suite("Observation from before @Observable, and other property wrappers")
struct PropertyWrapperTests {
    private final class Counter: ObservableObject {
        @Published var count = 0
        init(onMake: () -> Void = {}) { onMake() }
    }

    private final class Made {
        var count = 0
    }

    private struct CounterView: View {
        @StateObject var counter: Counter
        init(made: Made) { _counter = StateObject(wrappedValue: Counter { made.count += 1 }) }
        var body: some View { Text("count \(counter.count)") }
    }

    private struct EnvironmentCounterView: View {
        @EnvironmentObject var counter: Counter
        var body: some View { Text("shared \(counter.count)") }
    }

    @Test("A @StateObject is made once, when first read, and kept by the view's copies")
    func stateObjectIsMadeOnce() {
        let made = Made()
        let view = CounterView(made: made)
        #expect(made.count == 0)

        #expect(Rendering.semantics(view) == ["Text \"count 0\""])
        view.counter.count = 3

        #expect(Rendering.semantics(view) == ["Text \"count 3\""])
        #expect(made.count == 1)
    }

    @Test("$object.property is a binding that writes through to the object")
    func observedObjectBinding() {
        let counter = Counter()
        let observed = ObservedObject(wrappedValue: counter)

        observed.projectedValue.count.wrappedValue = 7

        #expect(counter.count == 7)
    }

    @Test("@EnvironmentObject finds the object an ancestor put in the environment")
    func environmentObject() {
        let counter = Counter()
        counter.count = 5
        #expect(Rendering.semantics(EnvironmentCounterView().environmentObject(counter)) == ["Text \"shared 5\""])
    }

    @Test("@AppStorage without a store keeps values in memory; with one, in that store")
    func appStorage() throws {
        let key = "PropertyWrapperTests.\(UUID().uuidString)"
        let first = AppStorage(wrappedValue: 1, key)
        let second = AppStorage(wrappedValue: 99, key)
        #expect(first.wrappedValue == 1)

        first.wrappedValue = 2

        #expect(second.wrappedValue == 2)
        let suite = "PropertyWrapperTests.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let stored = AppStorage(wrappedValue: "light", "theme", store: defaults)
        stored.projectedValue.wrappedValue = "dark"
        #expect(defaults.string(forKey: "theme") == "dark")
    }

    @Test("@FocusState marks the field it names as focused, and no other")
    func focusState() {
        enum Field: Hashable { case name, email }
        let focus = FocusState<Field?>()
        focus.wrappedValue = .email
        let view = VStack {
            TextField("Name", text: .constant("")).focused(focus.projectedValue, equals: .name)
            TextField("Email", text: .constant("")).focused(focus.projectedValue, equals: .email)
        }
        #expect(Rendering.semantics(view) == [
            "TextField placeholder=\"Name\" text=\"\"",
            "TextField placeholder=\"Email\" text=\"\" focused=true",
        ])
    }

    @Test("withAnimation runs its body at once: a still picture is the end state")
    func withAnimationRunsItsBody() {
        var shown = false
        withAnimation(.spring(duration: 0.5, bounce: 0.3)) { shown = true }
        #expect(shown)
    }

    @Test("A path keeps what is pushed, in order, as SwiftUI's does")
    func navigationPath() {
        var path = NavigationPath()
        path.append("Rick")
        path.append(42)
        #expect(path.count == 2)

        path.removeLast()

        #expect(path == NavigationPath(["Rick"]))
        path.removeLast()
        #expect(path.isEmpty)
    }

    @Test("A picker shows the option whose tag is its selection")
    func pickerSelectionByTag() {
        let view = Picker("Size", selection: .constant(2)) {
            Text("Small").tag(1)
            Text("Large").tag(2)
        }
        #expect(Rendering.semantics(view) == ["Picker \"Size\" value=\"Large\" options=\"Small, Large\""])
        // Outside a form, iOS draws the menu button alone: the selection is its label.
        #expect(Rendering.rows(view, width: 16) == ["Large ⌃⌄        "])
    }

    @Test("A picker of a ForEach's rows matches the selection to each row's id, and a form row shows label and value")
    func pickerSelectionByImplicitTag() {
        // Given: rows tagged by SwiftUI from their data, none by the code
        enum Suffix: String, CaseIterable, Identifiable { case none = "None", counter = "Counter"; var id: Self { self } }
        let view = Form {
            Picker("File suffix", selection: .constant(Suffix.counter)) {
                ForEach(Suffix.allCases) { Text($0.rawValue) }
            }
        }

        // Then
        #expect(Rendering.semantics(view).contains("  Picker \"File suffix\" value=\"Counter\" options=\"None, Counter\""))
        #expect(Rendering.rows(view, width: 34).contains("  │ File suffix     Counter ⌃⌄ │  "))
    }
}
