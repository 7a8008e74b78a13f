import Foundation
import Testing
import TextUI

/// A live screen keeps its state between actions as a device does, and answers a
/// request it cannot take with what it can.
@MainActor
@Suite("Live screen")
struct LiveScreenTests {
    // MARK: - Views

    /// A counter, and a child with a switch of its own.
    private struct Counter: View {
        @State private var count = 0

        var body: some View {
            VStack {
                Text("Count \(count)")
                Button("Add") { count += 1 }
                    .accessibilityIdentifier("counter.add")
                Switch()
            }
        }
    }

    /// A child view made anew by each `body` of its parent, with its own `@State`.
    private struct Switch: View {
        @State private var isOn = false

        var body: some View {
            Toggle("Notifications", isOn: $isOn)
                .accessibilityIdentifier("switch")
        }
    }

    private struct Home: View {
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Details") { Details() }
                    Text("Welcome")
                }
                .navigationTitle("Home")
            }
        }
    }

    private struct Details: View {
        @State private var taps = 0

        var body: some View {
            Button("Tapped \(taps)") { taps += 1 }
                .navigationTitle("Details")
        }
    }

    /// A model loaded by a task, through an actor: work that leaves the main actor and
    /// comes back.
    @MainActor @Observable
    final class Model {
        var names: [String] = []
        var query = ""

        func load() async {
            names = await Store.shared.names(matching: query)
        }
    }

    actor Store {
        static let shared = Store()
        func names(matching query: String) -> [String] {
            let all = ["Rick Sanchez", "Morty Smith", "Summer Smith"]
            return query.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(query) }
        }
    }

    private struct Search: View {
        @State private var model = Model()

        var body: some View {
            NavigationStack {
                VStack {
                    ForEach(model.names, id: \.self) { Text($0) }
                }
                .navigationTitle("People")
                .searchable(text: $model.query, prompt: "Search people")
                .task { await model.load() }
                .onChange(of: model.query) { Task { await model.load() } }
            }
        }
    }

    private struct Sheets: View {
        @State private var isShowingInfo = false
        @State private var size = "Small"

        var body: some View {
            VStack {
                Button("Info") { isShowingInfo = true }
                Picker("Size", selection: $size) {
                    Text("Small").tag("Small")
                    Text("Large").tag("Large")
                }
                Text("Size is \(size)")
            }
            .sheet(isPresented: $isShowingInfo) {
                Text("About this app")
            }
        }
    }

    private func screen(_ view: some View) -> LiveScreen {
        LiveScreen(view, renderer: ScreenRenderer(), name: "live")
    }

    // MARK: - State

    @Test("A button's action changes the view's state, and the next render shows it")
    func tapChangesState() {
        // Given
        let screen = screen(Counter())
        defer { screen.close() }

        // When
        let first = screen.perform(.tap("#counter.add"))
        let second = screen.perform(.tap("Add"))

        // Then
        #expect(first.error == nil)
        #expect(first.render.contains("Count 1"))
        #expect(second.render.contains("Count 2"))
        #expect(second.render.hasPrefix("Counter · live · iPhone 13 Pro Max"))
    }

    @Test("A child's @State survives its parent's re-render")
    func childStateSurvivesParentRender() {
        // Given
        let screen = screen(Counter())
        defer { screen.close() }

        // When
        let toggled = screen.perform(.toggle("#switch"))
        let afterParentChange = screen.perform(.tap("Add"))

        // Then
        #expect(toggled.render.contains("Toggle #switch \"Notifications\" value=\"on\""))
        #expect(afterParentChange.render.contains("Count 1"))
        #expect(afterParentChange.render.contains("──●"))
        #expect(!afterParentChange.render.contains("○──"))
    }

    @Test("A still render of the same view starts from its initial state")
    func stillRenderIsUntouched() {
        let screen = screen(Counter())
        defer { screen.close() }
        _ = screen.perform(.tap("Add"))

        #expect(ScreenRenderer().render(Counter(), name: "live").text.contains("Count 0"))
    }

    // MARK: - Navigation

    @Test("A navigation link pushes its destination, whose state lives while it is shown; back pops it")
    func navigationLinkPushAndBack() {
        // Given
        let screen = screen(Home())
        defer { screen.close() }

        // When
        let pushed = screen.perform(.tap("Details"))
        let tapped = screen.perform(.tap("Tapped 0"))
        let back = screen.perform(.back)
        let again = screen.perform(.tap("Details"))

        // Then
        #expect(pushed.error == nil)
        #expect(pushed.render.contains("‹ Home"))
        #expect(pushed.render.contains("Tapped 0"))
        #expect(!pushed.render.contains("Welcome"))
        #expect(tapped.render.contains("Tapped 1"))
        #expect(back.render.contains("Welcome"))
        #expect(!back.render.contains("‹ Home"))
        // Pushed again, the screen is new: its state went with it.
        #expect(again.render.contains("Tapped 0"))
    }

    @Test("The back button in the bar pops too")
    func backButtonTap() {
        let screen = screen(Home())
        defer { screen.close() }
        _ = screen.perform(.tap("Details"))

        let back = screen.perform(.tap("Back"))

        #expect(back.error == nil)
        #expect(back.render.contains("Welcome"))
    }

    @Test("Back with nothing pushed or presented says so, and the render stays")
    func backWithNothingToPop() {
        let screen = screen(Counter())
        defer { screen.close() }

        let outcome = screen.perform(.back)

        #expect(outcome.error?.contains("nothing to go back from") == true)
        #expect(outcome.render == screen.render)
    }

    // MARK: - Work that leaves the main actor

    @Test("A task that awaits an actor has finished before the first render; typing searches through onChange")
    func tasksSettle() {
        // Given
        let screen = screen(Search())
        defer { screen.close() }

        // Then: the task loaded everyone
        #expect(screen.render.contains("Rick Sanchez"))
        #expect(screen.render.contains("Summer Smith"))

        // When
        let typed = screen.perform(.type("Search people", text: "smith"))

        // Then
        #expect(typed.error == nil)
        #expect(typed.render.contains("SearchField prompt=\"Search people\" text=\"smith\""))
        #expect(typed.render.contains("Morty Smith"))
        #expect(!typed.render.contains("Rick Sanchez"))
    }

    // MARK: - Presentations and pickers

    @Test("A sheet presented by a tap is dismissed by back; a picker picks by label")
    func sheetAndPicker() {
        // Given
        let screen = screen(Sheets())
        defer { screen.close() }

        // When
        let presented = screen.perform(.tap("Info"))
        let covered = screen.perform(.tap("Info"))
        let dismissed = screen.perform(.back)
        let picked = screen.perform(.pick("Size", option: "large"))
        let unknown = screen.perform(.pick("Size", option: "Medium"))

        // Then
        #expect(presented.render.contains("Sheet"))
        #expect(presented.render.contains("About this app"))
        #expect(covered.error?.contains("under the Sheet") == true)
        #expect(!dismissed.render.contains("About this app"))
        #expect(picked.render.contains("Size is Large"))
        #expect(unknown.error == "\"Size\" has no option \"Medium\". Options: \"Small\", \"Large\".")
    }

    // MARK: - Errors

    @Test("An unknown target is an error listing what can be acted on; the render is unchanged")
    func unknownTarget() {
        let screen = screen(Counter())
        defer { screen.close() }
        let before = screen.render

        let outcome = screen.perform(.tap("#nothing"))

        #expect(outcome.render == before)
        #expect(outcome.error == "no element #nothing on this screen. What can be tapped: #counter.add, #switch.")
    }

    @Test("A target that cannot take the action says so and lists what can")
    func wrongAction() {
        let screen = screen(Counter())
        defer { screen.close() }

        let outcome = screen.perform(.type("Add", text: "hello"))

        #expect(outcome.error == "\"Add\" cannot be typed into. Nothing on this screen can be typed into.")
    }

    @Test("Scrolling is answered with why a render needs none")
    func scrolling() {
        let screen = screen(ScrollView { Text("Long content") }.accessibilityIdentifier("list"))
        defer { screen.close() }

        let outcome = screen.perform(.scroll("#list"))

        #expect(outcome.error?.hasPrefix("scrolling is not supported, and not needed") == true)
    }
}
