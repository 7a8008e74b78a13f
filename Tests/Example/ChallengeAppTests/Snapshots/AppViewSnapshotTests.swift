import Testing
import TextUI
import ViewSnapshotTesting

@testable import ChallengeApp

/// The app's first screen as a device shows it once it has appeared and loaded the
/// bundled characters.
@MainActor
@Suite
struct AppViewSnapshotTests {
    @Test("The first screen: the loaded character list")
    func firstScreen() {
        // Given
        let screen = LiveScreen(AppView(container: AppContainer()), renderer: ScreenRenderer(), name: "firstScreen")
        defer { screen.close() }

        // Then
        assertSnapshot(of: screen.render, as: .lines)
    }
}
