import Foundation
import Testing
import TextUI

@MainActor
@Suite("List editing, timelines, feedback and scroll effects")
struct ListEditingAndTimeTests {
    @Test("An edit button says Edit, or Done while the list is editing")
    func editButton() {
        #expect(Rendering.rows(EditButton()) == ["Edit"])
        #expect(Rendering.rows(EditButton().environment(\.editMode, .constant(.active))) == ["Done"])
    }

    @Test("Rows that can be deleted or moved are drawn as they are")
    func deletableRows() {
        let view = VStack(alignment: .leading, spacing: 0) {
            ForEach(["Rick", "Morty"], id: \.self) { Text($0) }
                .onDelete { _ in }
                .onMove { _, _ in }
        }
        #expect(Rendering.rows(view) == ["Rick ", "Morty"])
    }

    @Test("A timeline draws its content once, for its schedule's first date")
    func timeline() {
        let start = Date(timeIntervalSince1970: 1_795_698_300)
        let view = TimelineView(.periodic(from: start, by: 1)) { context in
            Text(context.date, style: .time)
        }
        #expect(Rendering.rows(view) == ["1:05\u{202F}PM"])
    }

    @Test("Feedback is named, never played; a scroll transition draws the view at rest")
    func feedbackAndScrollTransition() {
        #expect(Rendering.semantics(Text("Saved").sensoryFeedback(.success, trigger: 1)) == ["Text \"Saved\" feedback=success"])
        let faded = Text("Row").scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
        #expect(Rendering.rows(faded) == ["Row"])
    }

    @Test("A container-relative frame takes the space its parent offers")
    func containerRelativeFrame() {
        #expect(Rendering.rows(Text("Card").containerRelativeFrame(.horizontal), width: 8) == ["  Card  "])
    }

    @Test("A view given an identity is drawn and named as it is")
    func identity() {
        let view = Text("Avatar").id(42).transition(.opacity)
        #expect(Rendering.rows(view) == ["Avatar"])
        #expect(Rendering.semantics(view) == ["Text \"Avatar\""])
    }
}

@MainActor
@Suite("Outline groups and style levels")
struct OutlineAndLevelsTests {
    private struct Node: Identifiable {
        let id: String
        var children: [Node]?
    }

    @Test("An outline shows its top rows, those with children closed")
    func outline() {
        let tree = [Node(id: "Earth", children: [Node(id: "C-137", children: nil)]), Node(id: "Citadel", children: nil)]
        let view = VStack(alignment: .leading, spacing: 0) {
            OutlineGroup(tree, children: \.children) { Text($0.id) }
        }
        let rows = Rendering.rows(view, width: 12)
        #expect(rows == ["Earth      ›", "Citadel     "])
    }

    @Test("A style's levels are named after it; list rows are 44 points at least")
    func levels() {
        #expect(BackgroundStyle().secondary._styleName == "background.secondary")
        #expect(EnvironmentValues().defaultMinListRowHeight == 44)
    }
}
