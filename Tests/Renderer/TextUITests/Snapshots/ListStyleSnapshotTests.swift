import Foundation
import Testing
import TextUI
import ViewSnapshotTesting

/// Lists, forms and their controls in each style iOS draws: one settings screen, the
/// same rows in every style, so the references differ only by what the style changes.
@MainActor
@Suite("List styles and form controls")
struct ListStyleSnapshotTests {
    private enum Format: String, CaseIterable, Identifiable {
        case pdf = "PDF", jpeg = "JPEG", png = "PNG"
        var id: Self { self }
    }

    private func settings() -> some View {
        Group {
            Section("File") {
                TextField("Filename", text: .constant(""))
                Picker("Format", selection: .constant(Format.jpeg)) {
                    ForEach(Format.allCases) { Text($0.rawValue) }
                }
                Toggle("Keep originals", isOn: .constant(true))
            }
            Section {
                Stepper("Copies: 2", value: .constant(2), in: 1...9)
                LabeledContent("Version", value: "1.0.0 (1)")
            } header: {
                Text("About")
            } footer: {
                Text("Made on Linux.")
            }
        }
    }

    @Test func formIsInsetGrouped() {
        assertSnapshot(of: Form { settings() }, as: .component(width: 40))
    }

    @Test func formInDark() {
        assertSnapshot(of: Form { settings() }, as: .component(width: 40, colorScheme: .dark))
    }

    @Test func listGrouped() {
        assertSnapshot(of: List { settings() }.listStyle(.grouped), as: .component(width: 40))
    }

    @Test func listPlain() {
        assertSnapshot(of: List { settings() }.listStyle(.plain), as: .component(width: 40))
    }

    @Test func listSidebarKeepsHeadersAsWritten() {
        assertSnapshot(of: List { settings() }.listStyle(.sidebar), as: .component(width: 40))
    }

    @Test func headersAsWrittenAndHiddenSeparators() {
        let view = List {
            Section {
                Text("Rick").listRowSeparator(.hidden)
                Text("Morty")
                Text("Summer")
            } header: {
                Text("Family").textCase(nil)
            }
        }
        .scrollContentBackground(.hidden)
        assertSnapshot(of: view, as: .component(width: 30))
    }

    @Test func collapsibleSectionsInASidebar() {
        // iOS 17's Section(isExpanded:): a collapsed section keeps its header alone.
        let view = List {
            Section("Stock", isExpanded: .constant(true)) {
                Text("Overview")
                Text("Journal")
            }
            Section("Master data", isExpanded: .constant(false)) {
                Text("Products")
                Text("Locations")
            }
        }
        .listStyle(.sidebar)
        assertSnapshot(of: view, as: .component(width: 30))
    }

    @Test func pickerStylesInAForm() {
        let view = Form {
            Picker("Menu", selection: .constant(Format.pdf)) { ForEach(Format.allCases) { Text($0.rawValue) } }
            Picker("Link", selection: .constant(Format.png)) { ForEach(Format.allCases) { Text($0.rawValue) } }
                .pickerStyle(.navigationLink)
            Picker("Inline", selection: .constant(Format.jpeg)) { ForEach(Format.allCases) { Text($0.rawValue) } }
                .pickerStyle(.inline)
            Picker("Segmented", selection: .constant(Format.jpeg)) { ForEach(Format.allCases) { Text($0.rawValue) } }
                .pickerStyle(.segmented)
        }
        assertSnapshot(of: view, as: .component(width: 36))
    }
}
