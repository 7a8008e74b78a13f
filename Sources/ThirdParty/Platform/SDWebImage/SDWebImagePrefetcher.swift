import Foundation

public typealias SDWebImagePrefetcherProgressBlock = (UInt, UInt) -> Void
public typealias SDWebImagePrefetcherCompletionBlock = (UInt, UInt) -> Void

/// Prefetches images into the cache. Offline, every URL the cache lacks is skipped.
open class SDWebImagePrefetcher: NSObject, @unchecked Sendable {
    public static let shared = SDWebImagePrefetcher(imageManager: .shared)

    public let manager: SDWebImageManager
    open var maxConcurrentPrefetchCount: UInt = 3

    public init(imageManager manager: SDWebImageManager) {
        self.manager = manager
        super.init()
    }

    @discardableResult
    open func prefetchURLs(_ urls: [URL]?) -> SDWebImagePrefetchToken? {
        prefetchURLs(urls, options: [], context: nil, progress: nil, completed: nil)
    }

    @discardableResult
    open func prefetchURLs(_ urls: [URL]?, progress progressBlock: SDWebImagePrefetcherProgressBlock?, completed completionBlock: SDWebImagePrefetcherCompletionBlock? = nil) -> SDWebImagePrefetchToken? {
        prefetchURLs(urls, options: [], context: nil, progress: progressBlock, completed: completionBlock)
    }

    /// Counts what the cache has as finished and the rest as skipped.
    @discardableResult
    open func prefetchURLs(_ urls: [URL]?, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]?,
                           progress progressBlock: SDWebImagePrefetcherProgressBlock?,
                           completed completionBlock: SDWebImagePrefetcherCompletionBlock? = nil) -> SDWebImagePrefetchToken? {
        let urls = urls ?? []
        let finished = UInt(urls.filter { manager.load($0, options: options).error == nil }.count)
        let total = UInt(urls.count)
        let blocks = Unchecked(value: (progressBlock, completionBlock))
        DispatchQueue.main.async {
            blocks.value.0?(total, total)
            blocks.value.1?(finished, total - finished)
        }
        return SDWebImagePrefetchToken(urls: urls)
    }

    open func cancelPrefetching() {}
}

/// A prefetch, to cancel.
open class SDWebImagePrefetchToken: NSObject, SDWebImageOperation, @unchecked Sendable {
    public let urls: [URL]?

    init(urls: [URL]?) {
        self.urls = urls
        super.init()
    }

    open func cancel() {}
}
