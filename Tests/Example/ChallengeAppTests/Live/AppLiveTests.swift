import Testing
import TextUI

/// The example app's whole-app preview hosted live, as `snapshots mcp` hosts it: its
/// real view models over the bundled data, acted on as a person would.
@MainActor
@Suite("The app, live")
struct AppLiveTests {
    /// The app as its `#Preview("App")` makes it.
    private func app() throws -> LiveScreen {
        let preview = try #require(PreviewDiscovery.previews(inModule: "ChallengeApp").first { $0.name == "App" })
        return LiveScreen(preview.makeView(), renderer: preview.renderer(), name: preview.name)
    }

    @Test("It opens on the loaded list; a row opens Rick's detail, back returns to the list")
    func rowAndBack() throws {
        // Given
        let screen = try app()
        defer { screen.close() }
        #expect(screen.render.contains("#characterList.row.1 "))

        // When
        let detail = screen.perform(.tap("#characterList.row.1"))

        // Then
        #expect(detail.error == nil)
        #expect(detail.render.hasPrefix("AppView · App · "))
        #expect(detail.render.contains("NavigationStack"))
        #expect(detail.render.contains("path=1"))
        #expect(detail.render.contains("Rick Sanchez"))
        #expect(!detail.render.contains("#characterList.row.1 "))
        #expect(detail.render.contains("#characterDetail.back.button"))
        // The detail's own back button stands for the system's.
        #expect(!detail.render.contains("‹ Characters"))

        // When
        let list = screen.perform(.back)

        // Then
        #expect(list.error == nil)
        #expect(list.render.contains("#characterList.row.1 "))
        #expect(!list.render.contains("path=1"))
    }

    @Test("The detail's own back button goes back through the navigator; its episodes lead to a screen not made yet")
    func detailButtons() throws {
        // Given
        let screen = try app()
        defer { screen.close() }
        _ = screen.perform(.tap("Rick Sanchez"))

        // When
        let episodes = screen.perform(.tap("#characterDetail.episodesButton"))

        // Then
        #expect(episodes.error == nil, "\(episodes.error ?? "")")
        #expect(episodes.render.contains("path=2"))
        #expect(episodes.render.contains("Not Available Yet"))

        // When
        _ = screen.perform(.back)
        let list = screen.perform(.tap("#characterDetail.back.button"))

        // Then
        #expect(list.error == nil)
        #expect(list.render.contains("#characterList.row.1 "))
    }

    @Test("The filter button covers the list with the filter screen; back dismisses it")
    func filterScreen() throws {
        // Given
        let screen = try app()
        defer { screen.close() }

        // When
        let filter = screen.perform(.tap("Filters"))

        // Then
        #expect(filter.error == nil)
        #expect(filter.render.contains("FullScreenCover"))
        #expect(filter.render.contains("#characterFilter."))

        // When
        let list = screen.perform(.back)

        // Then
        #expect(!list.render.contains("FullScreenCover"))
        #expect(list.render.contains("#characterList.row.1 "))
    }

    @Test("Typing into the search field lists only the Mortys")
    func search() throws {
        // Given
        let screen = try app()
        defer { screen.close() }

        // When
        let searched = screen.perform(.type("Search characters...", text: "Morty"))

        // Then
        #expect(searched.error == nil)
        #expect(searched.render.contains("SearchField prompt=\"Search characters...\" text=\"Morty\""))
        let titles = searched.render.split(separator: "\n").filter { $0.contains("#characterList.row.") && $0.contains(".title ") }
        #expect(!titles.isEmpty)
        #expect(titles.allSatisfy { $0.contains("Morty") }, "\(titles)")
        #expect(!searched.render.contains("Rick Sanchez"))
    }

    @Test("The filter's close button dismisses it through the navigator, and the list stays loaded")
    func closeFilter() throws {
        let screen = try app()
        defer { screen.close() }
        _ = screen.perform(.tap("#characterList.filter.button"))

        let closed = screen.perform(.tap("#characterFilter.close.button"))

        #expect(closed.error == nil, "\(closed.error ?? "")")
        #expect(!closed.render.contains("FullScreenCover"))
        #expect(closed.render.contains("#characterList.row.1 "))
    }
}
