import Foundation
import Testing
import TextUI
import ViewSnapshotTesting

/// The list modifiers that change what iOS draws, drawn: a row's insets, the space
/// between rows and sections, a section's lines, and content margins.
@MainActor
@Suite("List modifiers a picture shows")
struct ListModifierSnapshotTests {
    private func crew() -> some View {
        Section("Crew") {
            Text("Rick")
            Text("Morty")
            Text("Summer")
        }
    }

    @Test func rowInsetsMoveTheRow() {
        let view = List {
            Section("Crew") {
                Text("Rick").listRowInsets(EdgeInsets(top: 0, leading: 48, bottom: 0, trailing: 16))
                Text("Morty")
            }
        }
        assertSnapshot(of: view, as: .component(width: 40))
    }

    @Test func rowSpacingMakesEachRowACard() {
        assertSnapshot(of: List { crew() }.listRowSpacing(16), as: .component(width: 40))
    }

    @Test func rowSpacingInAPlainList() {
        assertSnapshot(of: List { crew() }.listStyle(.plain).listRowSpacing(16), as: .component(width: 40))
    }

    @Test func sectionSpacing() {
        let view = List {
            Section("First") { Text("One") }
            Section("Second") { Text("Two") }
        }
        assertSnapshot(of: view.listSectionSpacing(48), as: .component(width: 40))
    }

    @Test func groupedSectionLinesHidden() {
        assertSnapshot(of: List { crew() }.listStyle(.grouped).listSectionSeparator(.hidden, edges: .top), as: .component(width: 40))
    }

    @Test func contentMarginsMoveTheCards() {
        assertSnapshot(of: List { crew() }.contentMargins(.horizontal, 32, for: .scrollContent), as: .component(width: 40))
    }

    @Test func contentMarginsPadAScrollView() {
        let view = ScrollView {
            Text("Padded content")
        }
        assertSnapshot(of: view.contentMargins(.all, 32), as: .component(width: 30))
    }
}
