import SwiftUI
import TestSupport
import Testing
import ViewSnapshotTesting

/// A consumer's view test, for the end-to-end tests of colored pictures: green text on a
/// yellow card. `COLOR_FIXTURE_TEXT` changes the text, so a run can leave a pending render.
/// Runs only in a child process started by `ToolRunPackage`.
@MainActor
@Suite(.enabled(if: Fixture.isActive(colorRenderFixtureName)))
struct ColorRenderFixture {
    nonisolated static let name = colorRenderFixtureName
    /// What `swift test` runs for it.
    nonisolated static let command = "\"$TOOL_RUN_TEST_BINARY\" --testing-library swift-testing --filter ColorRenderFixture"

    @Test func statusCard() {
        let text = Fixture.value("COLOR_FIXTURE_TEXT") ?? "Alive"
        let view = Text(text)
            .foregroundStyle(.green)
            .padding()
            .background(Color.yellow, in: RoundedRectangle(cornerRadius: 8))
        assertSnapshot(of: view, as: .component(width: 20))
    }
}

/// Outside the suite: its trait cannot name the suite's own members.
let colorRenderFixtureName = "colorRender"
