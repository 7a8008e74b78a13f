import Foundation
import Testing
import ViewSnapshotTesting

@testable import ChallengeHome

@MainActor
struct HomeViewSnapshotTests {
    @Test("Renders view correctly")
    func viewRendersCorrectly() {
        // Given
        let viewModel = HomeViewModelStub()

        // When
        let view = NavigationStack {
            HomeView(viewModel: viewModel)
        }

        // Then
        assertSnapshot(of: view, as: .device)
    }
}
