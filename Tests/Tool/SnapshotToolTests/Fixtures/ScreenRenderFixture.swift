import SwiftUI
import TestSupport
import Testing
import ViewSnapshotTesting

/// A consumer's screen test, for the end-to-end tests of `snapshots render --locale
/// --device`: a screen on the default device, in English, whose text reads its locale.
/// Runs only in a child process started by `ToolRunPackage`.
@MainActor
@Suite(.enabled(if: Fixture.isActive(screenRenderFixtureName)))
struct ScreenRenderFixture {
    nonisolated static let name = screenRenderFixtureName
    nonisolated static let command = "\"$TOOL_RUN_TEST_BINARY\" --testing-library swift-testing --filter ScreenRenderFixture"

    struct Greeting: View {
        @Environment(\.locale) private var locale

        var body: some View {
            Text(locale.identifier == "es" ? "Hola" : "Hello")
        }
    }

    @Test func greeting() {
        assertSnapshot(of: Greeting(), as: .device)
    }
}

/// Outside the suite: its trait cannot name the suite's own members.
let screenRenderFixtureName = "screenRender"
