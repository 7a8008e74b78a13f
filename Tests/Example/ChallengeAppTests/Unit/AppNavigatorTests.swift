import ChallengeCore
import Testing

@testable import ChallengeApp

/// The app's navigator: what the root view's stack and modals show.
@Suite
struct AppNavigatorTests {
    private let sut = AppNavigator()

    @Test("navigate pushes the destination on the path")
    func navigatePushes() {
        // When
        sut.navigate(to: DestinationStub(path: "character/detail/1"))
        sut.navigate(to: DestinationStub(path: "episode/character/1"))

        // Then
        #expect(sut.path.map(\.id) == ["character/detail/1", "episode/character/1"])
        #expect(sut.sheet == nil && sut.fullScreenCover == nil)
    }

    @Test("present shows a sheet or a cover, as its style says")
    func presentByStyle() {
        // When
        sut.present(DestinationStub(path: "home/about"), style: .sheet)
        sut.present(DestinationStub(path: "character/filter"), style: .fullScreenCover)

        // Then
        #expect(sut.sheet?.id == "home/about")
        #expect(sut.fullScreenCover?.id == "character/filter")
        #expect(sut.path.isEmpty)
    }

    @Test("dismiss takes down the cover first, then the sheet")
    func dismissTopModal() {
        // Given
        sut.present(DestinationStub(path: "home/about"), style: .sheet)
        sut.present(DestinationStub(path: "character/filter"), style: .fullScreenCover)

        // When
        sut.dismiss()

        // Then
        #expect(sut.fullScreenCover == nil)
        #expect(sut.sheet?.id == "home/about")

        // When
        sut.dismiss()

        // Then
        #expect(sut.sheet == nil)
    }

    @Test("goBack pops the top screen, and does nothing on the first")
    func goBackPops() {
        // Given
        sut.navigate(to: DestinationStub(path: "character/detail/1"))

        // When
        sut.goBack()
        sut.goBack()

        // Then
        #expect(sut.path.isEmpty)
    }

    @Test("Two destinations with the same path are the same screen")
    func destinationIdentity() {
        #expect(AppDestination(DestinationStub(path: "character/detail/1")) == AppDestination(DestinationStub(path: "character/detail/1")))
        #expect(AppDestination(DestinationStub(path: "character/detail/1")) != AppDestination(DestinationStub(path: "character/detail/2")))
    }
}

private struct DestinationStub: NavigationDestination {
    let path: String
}
