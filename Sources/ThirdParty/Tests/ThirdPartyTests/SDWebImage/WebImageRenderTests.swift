import Foundation
import SDWebImageSwiftUI
import SwiftUI
import Testing

/// What a still picture shows of SDWebImageSwiftUI's views: nothing downloads.
@MainActor
@Suite("WebImage in a still picture")
struct WebImageRenderTests {
    let url = URL(string: "https://example.com/feed/1.jpg")!

    @Test("WebImage(url:) draws a box named WebImage, its URL in the semantics; the indicator is named, not drawn")
    func box() {
        let view = WebImage(url: url).resizable().indicator(.activity).frame(width: 120, height: 48)

        let rows = StandInRendering.rows(view)
        let semantics = StandInRendering.semantics(view)

        #expect(rows.contains { $0.contains("WebImage") }, "\(rows.joined(separator: "\n"))")
        #expect(semantics.contains { $0.hasPrefix("WebImage") && $0.contains("url=https://example.com/feed/1.jpg") && $0.contains("indicator=activity") }, "\(semantics)")
    }

    @Test("The content-and-placeholder form draws its placeholder; the phase form draws its empty phase")
    func placeholderForms() {
        let withPlaceholder = WebImage(url: url) { image in image.resizable() } placeholder: { Text("Loading photo") }
        let phased = WebImage(url: url) { phase in
            if let image = phase.image { image } else { Text("Empty phase") }
        }

        #expect(StandInRendering.rows(withPlaceholder).joined().contains("Loading photo"))
        #expect(StandInRendering.rows(phased).joined().contains("Empty phase"))
        #expect(StandInRendering.semantics(phased).first { $0.hasPrefix("WebImage") }?.contains("url=https://example.com/feed/1.jpg") == true)
    }

    @Test("AnimatedImage is named by its URL or asset name")
    func animated() {
        let byName = StandInRendering.semantics(AnimatedImage(name: "spinner.gif"))
        let byURL = StandInRendering.semantics(AnimatedImage(url: url))

        #expect(byName.contains { $0.hasPrefix("AnimatedImage") && $0.contains("name=spinner.gif") }, "\(byName)")
        #expect(byURL.contains { $0.hasPrefix("AnimatedImage") && $0.contains("url=https://example.com/feed/1.jpg") }, "\(byURL)")
    }
}
