import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches a link's metadata. Linux is a device offline: every fetch fails with
/// `LPError(.metadataFetchFailed)`, or `.metadataFetchCancelled` after `cancel()`.
/// Completion handlers are called on a background queue, as on iOS.
open class LPMetadataProvider: NSObject {
    /// Whether to fetch the page's icon, image and video too.
    open var shouldFetchSubresources = true
    /// Seconds a fetch may take; 30 by default.
    open var timeout: TimeInterval = 30
    private var isCancelled = false

    public override init() {
        super.init()
    }

    private var failure: LPError {
        LPError(isCancelled ? .metadataFetchCancelled : .metadataFetchFailed)
    }

    open func startFetchingMetadata(for url: URL, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void) {
        let error = failure
        DispatchQueue.global().async { completionHandler(nil, error) }
    }

    open func startFetchingMetadata(for request: URLRequest, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void) {
        let error = failure
        DispatchQueue.global().async { completionHandler(nil, error) }
    }

    open func startFetchingMetadata(for url: URL) async throws -> LPLinkMetadata {
        throw failure
    }

    open func startFetchingMetadata(for request: URLRequest) async throws -> LPLinkMetadata {
        throw failure
    }

    /// Cancels the fetch: the next one fails with `.metadataFetchCancelled`.
    open func cancel() {
        isCancelled = true
    }
}
