import ChallengeMocks
import ChallengeResources
import Foundation
import Testing
import ViewSnapshotTesting

@testable import ChallengeCharacter

@MainActor
struct CharacterDetailViewSnapshotTests {
    // MARK: - Properties

    private let imageLoader: ImageLoaderMock

    // MARK: - Initialization

    init() {
        imageLoader = ImageLoaderMock(result: .loaded(SnapshotStubs.testImage))
    }

    // MARK: - Tests

    @Test("Renders idle state correctly")
    func idleState() {
        assertSnapshot(of: screen(.idle), as: .device)
    }

    @Test("Renders loading state correctly")
    func loadingState() {
        assertSnapshot(of: screen(.loading), as: .device)
    }

    @Test("Renders an alive character correctly")
    func loadedStateAliveCharacter() {
        assertSnapshot(of: screen(.loaded(.stub())), as: .device)
    }

    @Test("Renders a name in a wide script with an emoji, centered by its display width")
    func loadedStateWideScriptName() {
        // Given
        let rick = Character.stub(name: "リック・サンチェス 🧪", species: "人間", origin: .stub(name: "地球 (C-137)"), location: .stub(name: "シタデル 🏰"))

        // Then
        assertSnapshot(of: screen(.loaded(rick)), as: .device)
    }

    @Test("Renders a dead character correctly")
    func loadedStateDeadCharacter() {
        let birdperson = Character.stub(id: 47, name: "Birdperson", status: .dead, species: "Birdperson", origin: .stub(name: "Bird World"), location: .stub(name: "Planet Squanch"))
        assertSnapshot(of: screen(.loaded(birdperson)), as: .device)
    }

    @Test("Renders a character of unknown status correctly")
    func loadedStateUnknownStatus() {
        let mystery = Character.stub(id: 999, name: "Mystery Character", status: .unknown, species: "Unknown", gender: .unknown)
        assertSnapshot(of: screen(.loaded(mystery)), as: .device)
    }

    @Test("Renders the image placeholder while the image loads")
    func loadedStateWithImagePlaceholder() {
        assertSnapshot(of: screen(.loaded(.stub()), imageLoader: ImageLoaderMock(result: nil)), as: .device)
    }

    @Test("Renders error state correctly")
    func errorState() {
        assertSnapshot(of: screen(.error(.loadFailed())), as: .device)
    }

    // MARK: - Locales and devices

    @Test("Renders an alive character in Spanish")
    func loadedStateSpanish() {
        assertSnapshot(of: screen(.loaded(.stub())), as: .device(locale: .spanish))
    }

    @Test("Renders an alive character in the pseudo-locale")
    func loadedStatePseudoLocale() {
        assertSnapshot(of: screen(.loaded(.stub())), as: .device(locale: .pseudo))
    }

    @Test("Renders an alive character on a small phone")
    func loadedStateSmallPhone() {
        assertSnapshot(of: screen(.loaded(.stub())), as: .device(.smallPhone))
    }

    @Test("Renders an alive character in dark mode")
    func loadedStateDarkMode() {
        assertSnapshot(of: screen(.loaded(.stub())), as: .device(colorScheme: .dark))
    }

    @Test("Renders the error state in Spanish")
    func errorStateSpanish() {
        assertSnapshot(of: screen(.error(.loadFailed())), as: .device(locale: .spanish))
    }

    // MARK: - Private

    private func screen(_ state: CharacterDetailViewState, imageLoader: ImageLoaderMock? = nil) -> some View {
        // Given
        let viewModel = CharacterDetailViewModelStub(state: state)

        // When
        return NavigationStack {
            CharacterDetailView(viewModel: viewModel)
        }
        .imageLoader(imageLoader ?? self.imageLoader)
    }
}
