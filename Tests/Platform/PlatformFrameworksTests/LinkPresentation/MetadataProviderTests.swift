import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LinkPresentation
import Testing

/// Link metadata never arrives: the device is offline.
struct MetadataProviderTests {
    private let url = URL(string: "https://example.com/article")!

    @Test func aFetchFailsAsOffline() async {
        do {
            _ = try await LPMetadataProvider().startFetchingMetadata(for: url)
            Issue.record("Metadata arrived without a network")
        } catch {
            #expect((error as? LPError)?.code == .metadataFetchFailed)
            #expect((error as NSError).domain == LPErrorDomain)
        }
    }

    @Test func theCompletionHandlerGetsTheError() async {
        let provider = LPMetadataProvider()
        let code: LPError.Code? = await withCheckedContinuation { continuation in
            provider.startFetchingMetadata(for: url) { metadata, error in
                continuation.resume(returning: metadata == nil ? (error as? LPError)?.code : nil)
            }
        }
        #expect(code == .metadataFetchFailed)
    }

    @Test func aCancelledProviderReportsTheCancellation() async {
        let provider = LPMetadataProvider()
        provider.cancel()
        await #expect(throws: LPError(.metadataFetchCancelled)) {
            _ = try await provider.startFetchingMetadata(for: URLRequest(url: url))
        }
    }

    @MainActor @Test func aLinkViewKeepsItsMetadata() {
        let view = LPLinkView(url: url)
        #expect(view.metadata.url == url)
        #expect(view.metadata.originalURL == url)

        let metadata = LPLinkMetadata()
        metadata.title = "An article"
        view.metadata = metadata
        #expect(LPLinkView(metadata: metadata).metadata.title == "An article")
        #expect(view.frame == .zero)
    }
}
