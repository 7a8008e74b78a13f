import Foundation

/// A load in progress, to cancel.
open class SDWebImageCombinedOperation: NSObject, SDWebImageOperation, @unchecked Sendable {
    public private(set) var isCancelled = false
    public private(set) var cacheOperation: (any SDWebImageOperation)?
    public private(set) var loaderOperation: (any SDWebImageOperation)?

    open func cancel() {
        isCancelled = true
    }
}

/// Loads images: the cache first, then the network. Linux is a device offline: what
/// the cache holds is found, anything else fails with `URLError(.notConnectedToInternet)`.
/// The completion block is called on the main queue, with `finished` true.
open class SDWebImageManager: NSObject, @unchecked Sendable {
    public static let shared = SDWebImageManager(cache: SDImageCache.shared, loader: SDWebImageDownloader.shared)

    public let imageCache: SDImageCache
    public let imageLoader: SDWebImageDownloader
    open weak var delegate: (any SDWebImageManagerDelegate)?
    public private(set) var isRunning = false

    public init(cache: SDImageCache, loader: SDWebImageDownloader) {
        imageCache = cache
        imageLoader = loader
        super.init()
    }

    @discardableResult
    open func loadImage(
        with url: URL?,
        options: SDWebImageOptions = [],
        progress progressBlock: SDImageLoaderProgressBlock?,
        completed completedBlock: @escaping SDInternalCompletionBlock
    ) -> SDWebImageCombinedOperation? {
        loadImage(with: url, options: options, context: nil, progress: progressBlock, completed: completedBlock)
    }

    @discardableResult
    open func loadImage(
        with url: URL?,
        options: SDWebImageOptions = [],
        context: [SDWebImageContextOption: Any]?,
        progress progressBlock: SDImageLoaderProgressBlock?,
        completed completedBlock: @escaping SDInternalCompletionBlock
    ) -> SDWebImageCombinedOperation? {
        let operation = SDWebImageCombinedOperation()
        let outcome = load(url, options: options)
        let block = Unchecked(value: completedBlock)
        DispatchQueue.main.async {
            guard !operation.isCancelled else { return }
            block.value(outcome.image, outcome.data, outcome.error, outcome.cacheType, true, url)
        }
        return operation
    }

    /// What a load finds: the cache's image unless told to refresh, else the offline error.
    func load(_ url: URL?, options: SDWebImageOptions) -> (image: UIImage?, data: Data?, error: (any Error)?, cacheType: SDImageCacheType) {
        guard let url, !url.absoluteString.isEmpty else { return (nil, nil, SDWebImageError(.invalidURL), .none) }
        let key = cacheKey(for: url)
        if !options.contains(.fromLoaderOnly), !options.contains(.refreshCached) {
            let (image, data, type) = imageCache.lookUp(key)
            if let image { return (image, data, nil, type) }
        }
        if options.contains(.fromCacheOnly) { return (nil, nil, SDWebImageError(.cacheNotModified), .none) }
        if url.isFileURL, let data = try? Data(contentsOf: url) {
            guard let image = UIImage(data: data) else { return (nil, data, SDWebImageError(.badImageData), .none) }
            return (image, data, nil, .none)
        }
        return (nil, nil, URLError(.notConnectedToInternet), .none)
    }

    open func cancelAll() {}

    open func removeFailedURL(_ url: URL) {}

    open func removeAllFailedURLs() {}

    open func cacheKey(for url: URL?) -> String? {
        url?.absoluteString
    }

    open func cacheKey(for url: URL?, context: [SDWebImageContextOption: Any]?) -> String? {
        cacheKey(for: url)
    }
}

/// The manager's delegate; both methods are optional.
public protocol SDWebImageManagerDelegate: AnyObject {
    func imageManager(_ imageManager: SDWebImageManager, shouldDownloadImageFor imageURL: URL) -> Bool
    func imageManager(_ imageManager: SDWebImageManager, shouldBlockFailedURL imageURL: URL, withError error: any Error) -> Bool
}

extension SDWebImageManagerDelegate {
    public func imageManager(_ imageManager: SDWebImageManager, shouldDownloadImageFor imageURL: URL) -> Bool { true }
    public func imageManager(_ imageManager: SDWebImageManager, shouldBlockFailedURL imageURL: URL, withError error: any Error) -> Bool { true }
}
