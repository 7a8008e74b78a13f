import Foundation
import Testing
import TextUI

@MainActor
@Suite("Controls: values, pickers, disclosure, progress and styles")
struct ControlsTests {
    private struct Checkbox: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 8) {
                Text(configuration.isOn ? "[x]" : "[ ]")
                configuration.label
            }
        }
    }

    @Test("A labeled value sits at the trailing edge in the secondary style")
    func labeledContent() {
        let view = LabeledContent("Status", value: "Alive")

        #expect(Rendering.rows(view, width: 20) == ["Status         Alive"])
        #expect(Rendering.semantics(view, width: 20).first == "LabeledContent")
    }

    @Test("A disclosure group shows its content only when open")
    func disclosureGroup() {
        let closed = DisclosureGroup("Details") { Text("Hidden") }
        let open = DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Shown") }

        #expect(Rendering.rows(closed, width: 12) == ["Details    ›"])
        #expect(Rendering.rows(open, width: 12) == ["Details    ⌄", "  Shown     "])
        #expect(Rendering.semantics(open, width: 12).first == "DisclosureGroup value=\"expanded\"")
    }

    @Test("A date picker shows its date for the render's locale, and hides its label on request")
    func datePicker() {
        let date = Date(timeIntervalSince1970: 1_795_698_300)
        let view = DatePicker("Starts", selection: .constant(date), displayedComponents: .date)

        #expect(Rendering.rows(view, width: 24) == ["Starts    [Nov 26, 2026]"])
        #expect(Rendering.rows(view.labelsHidden()) == ["[Nov 26, 2026]"])
    }

    @Test("A stepper names its value; a color picker its color")
    func stepperAndColorPicker() {
        #expect(Rendering.semantics(Stepper("Cups", value: .constant(3), in: 1...10)).first == "Stepper value=\"3\"")
        #expect(Rendering.rows(Stepper("Cups", value: .constant(3), in: 1...10), width: 12) == ["Cups   [− +]"])
        #expect(Rendering.semantics(ColorPicker("Tint", selection: .constant(.red))).first == "ColorPicker value=\"red\"")
    }

    @Test("A picker's label given as a view (the older form) or as a title and symbol; its optional selection matched by tag")
    func pickerLabelForms() {
        // Given: a unit picker as an app writes it, with optional tags and a ForEach
        let units = [(id: 1, name: "Piece"), (id: 2, name: "Pack")]
        let older = Picker(selection: .constant(2 as Int?),
                           label: Label("Quantity unit", systemImage: "scalemass"),
                           content: {
                               Text("").tag(nil as Int?)
                               ForEach(units, id: \.id) { unit in Text(unit.name).tag(unit.id as Int?) }
                           })
        let titled = Picker("Sort", systemImage: "arrow.up.arrow.down", selection: .constant("name")) {
            Text("Name").tag("name")
            Text("Date").tag("date")
        }

        // Then
        #expect(Rendering.semantics(older).first == "Picker value=\"Pack\" options=\", Piece, Pack\"")
        #expect(Rendering.semantics(titled).first == "Picker \"Sort\" value=\"Name\" options=\"Name, Date\"")
        #expect(Rendering.semantics(Image(systemName: "info.circle").help("Shown on hover")).first?.hasSuffix("help=\"Shown on hover\"") == true)
    }

    @Test("A toggle style of the app's own is drawn from its body")
    func customToggleStyle() {
        let view = Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(Checkbox())

        #expect(Rendering.rows(view) == ["[x] Wi-Fi"])
        #expect(Rendering.semantics(view).first == "Toggle \"Wi-Fi\" value=\"on\" style=Checkbox")
        #expect(Rendering.semantics(Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(.button)).first?.hasSuffix("style=button") == true)
    }

    @Test("A determinate progress view is a bar of its fraction; circular, a spinner")
    func determinateProgress() {
        #expect(Rendering.rows(ProgressView(value: 0.25), width: 8) == ["━━──────"])
        #expect(Rendering.semantics(ProgressView(value: 0.25), width: 8) == ["ProgressView value=\"25%\""])
        #expect(Rendering.rows(ProgressView(value: 0.5).progressViewStyle(.circular), width: 8) == ["⟳       "])
        #expect(Rendering.rows(ProgressView("Upload", value: 3, total: 4), width: 8) == ["Upload  ", "━━━━━━──"])
    }

    @Test("A text editor wraps its text; a share link is a button named by its item")
    func editorAndShareLink() {
        #expect(Rendering.rows(TextEditor(text: .constant("one two three")), width: 8) == ["one two ", "three   "])
        let share = ShareLink(item: URL(string: "https://example.com")!)
        #expect(Rendering.semantics(share).first == "ShareLink item=https://example.com")
    }

    @Test("The search form of an unavailable view says there are no results for the text")
    func unavailableSearch() {
        let texts = Rendering.semantics(ContentUnavailableView.search(text: "rick")).joined(separator: "\n")
        #expect(texts.contains("No Results for “rick”"))
    }

    @Test("A text field shows a value in its format")
    func valueField() {
        let view = TextField("Amount", value: .constant(42), format: .number)
        #expect(Rendering.rows(view, width: 10).first?.hasPrefix("42") == true)
    }
}
