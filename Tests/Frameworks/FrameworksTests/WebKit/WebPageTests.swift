import Foundation
import SwiftUI
import Testing
import WebKit

@MainActor
@Suite("WebKit for SwiftUI (iOS 26)")
struct WebPageTests {
    @Test("A page records what it was asked to load; with no web engine no event comes, and the view is a placeholder")
    func pageAndView() async throws {
        // Given
        let page = WebPage()

        // When
        var events: [WebPage.NavigationEvent] = []
        for try await event in page.load(html: "<p>Mix the flour</p>") { events.append(event) }

        // Then
        #expect(events.isEmpty)
        #expect(page._loadedHTML == "<p>Mix the flour</p>")
        #expect(page.url == URL(string: "about:blank"))
        #expect(!page.isLoading && page.title.isEmpty)
        let semantics = ChartRendering.semantics(List { WebView(page).aspectRatio(contentMode: .fit) })
        #expect(semantics.contains { $0.contains("WebView") })
    }

    @Test("Loading a URL records it as the page's URL")
    func loadURL() {
        let page = WebPage()
        page.load(URLRequest(url: URL(string: "https://example.com/recipe")!))
        #expect(page.url?.host == "example.com")
        #expect(page._loadedHTML == nil)
    }
}
