import Foundation
import Kingfisher
import SwiftUI
import Testing

/// What a still picture shows of `KFImage`: nothing downloads, as with `AsyncImage`.
@MainActor
@Suite("KFImage in a still picture")
struct KFImageRenderTests {
    let url = URL(string: "https://example.com/avatars/rick.jpg")!

    @Test("KFImage(url) inside a card draws a placeholder box named KFImage, its URL in the semantics")
    func boxNamingTheURL() {
        let card = HStack(spacing: 8) {
            KFImage(url).resizable().frame(width: 96, height: 48)
            Text("Rick Sanchez")
        }
        .padding(8)

        let rows = StandInRendering.rows(card)
        let semantics = StandInRendering.semantics(card)

        #expect(rows.contains { $0.contains("KFImage") }, "\(rows.joined(separator: "\n"))\n\(semantics.joined(separator: "\n"))")
        #expect(rows.joined().contains("Rick Sanchez"))
        #expect(semantics.contains { $0.hasPrefix("KFImage 12×3 type=KFImage url=https://example.com/avatars/rick.jpg") }, "\(semantics)")
    }

    @Test("A placeholder the app gives is drawn instead, inside a KFImage element naming the URL")
    func placeholderIsDrawn() {
        let view = KFImage.url(url)
            .placeholder { Text("Loading avatar") }
            .fade(duration: 0.25)

        let rows = StandInRendering.rows(view)
        let semantics = StandInRendering.semantics(view)

        #expect(rows.joined().contains("Loading avatar"))
        #expect(!rows.joined().contains("KFImage"))
        #expect(semantics.first { $0.hasPrefix("KFImage") }?.contains("url=https://example.com/avatars/rick.jpg") == true, "\(semantics)")
        #expect(semantics.contains { $0.contains("Text \"Loading avatar\"") }, "\(semantics)")
    }

    @Test("A provider's image is named by its cache key, and KFAnimatedImage by its own name")
    func providerAndAnimated() {
        let provided = StandInRendering.semantics(KFImage.data(pngHeader(width: 4, height: 4), cacheKey: "avatar-4"))
        let animated = StandInRendering.semantics(KFAnimatedImage(URL(string: "https://example.com/a.gif")))

        #expect(provided.contains { $0.hasPrefix("KFImage") && $0.contains("provider=avatar-4") }, "\(provided)")
        #expect(animated.contains { $0.hasPrefix("KFAnimatedImage") && $0.contains("type=KFAnimatedImage url=https://example.com/a.gif") }, "\(animated)")
    }

    @Test("Modifiers chain on copies: a later modifier leaves the earlier view as it was")
    func modifiersCopy() {
        let plain = KFImage(url)
        let faded = plain.fade(duration: 0.5).forceRefresh()

        #expect(faded.options.forceRefresh)
        guard case .fade(let duration) = faded.options.transition else { Issue.record("expected a fade"); return }
        #expect(duration == 0.5)
        #expect(!plain.options.forceRefresh)
    }
}
