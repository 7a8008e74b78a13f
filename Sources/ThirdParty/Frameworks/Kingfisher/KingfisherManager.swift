import Foundation
import UIKit

/// Finds an image in the cache, else downloads it. Linux is a device offline: what
/// the cache holds (an app's own `store` calls) and what a provider gives are found;
/// anything to download fails with `KingfisherError.responseError(reason:
/// .URLSessionError(error: URLError(.notConnectedToInternet)))`.
public class KingfisherManager: @unchecked Sendable {
    public static let shared = KingfisherManager()

    public var cache: ImageCache
    public var downloader: ImageDownloader
    public var defaultOptions = KingfisherOptionsInfo.empty

    public init(downloader: ImageDownloader, cache: ImageCache) {
        self.downloader = downloader
        self.cache = cache
    }

    convenience init() {
        self.init(downloader: .default, cache: .default)
    }

    @discardableResult
    public func retrieveImage(
        with resource: any Resource,
        options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        downloadTaskUpdated: DownloadTaskUpdatedBlock? = nil,
        completionHandler: (@Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) -> DownloadTask? {
        retrieveImage(with: resource.convertToSource(), options: options, progressBlock: progressBlock,
                      downloadTaskUpdated: downloadTaskUpdated, completionHandler: completionHandler)
    }

    @discardableResult
    public func retrieveImage(
        with source: Source,
        options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        downloadTaskUpdated: DownloadTaskUpdatedBlock? = nil,
        completionHandler: (@Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) -> DownloadTask? {
        let info = KingfisherParsedOptionsInfo(defaultOptions + (options ?? .empty))
        Task {
            let result: Result<RetrieveImageResult, KingfisherError>
            do throws(KingfisherError) { result = .success(try await retrieve(source, options: info)) } catch { result = .failure(error) }
            if let completionHandler { info.callbackQueue.execute { completionHandler(result) } }
        }
        return DownloadTask()
    }

    public func retrieveImage(with resource: any Resource, options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil) async throws -> RetrieveImageResult {
        try await retrieveImage(with: resource.convertToSource(), options: options, progressBlock: progressBlock)
    }

    public func retrieveImage(with source: Source, options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil) async throws -> RetrieveImageResult {
        try await retrieve(source, options: KingfisherParsedOptionsInfo(defaultOptions + (options ?? .empty)))
    }

    /// The cache unless told to refresh; then a provider's data, or a download that
    /// fails with no network (and each alternative source the same way).
    func retrieve(_ source: Source, options: KingfisherParsedOptionsInfo) async throws(KingfisherError) -> RetrieveImageResult {
        let cache = options.targetCache ?? cache
        if !options.forceRefresh, let image = cache.cached(forKey: source.cacheKey.computedKey(with: options.processor.identifier)).image {
            let cacheType = cache.imageCachedType(forKey: source.cacheKey, processorIdentifier: options.processor.identifier)
            return RetrieveImageResult(image: image, cacheType: cacheType, source: source, originalSource: source, data: { nil })
        }
        if options.onlyFromCache {
            throw .cacheError(reason: .imageNotExisting(key: source.cacheKey))
        }
        switch source {
        case .network:
            guard let alternatives = options.alternativeSources, !alternatives.isEmpty else { throw .offline }
            throw .imageSettingError(reason: .alternativeSourcesExhausted(
                ([source] + alternatives).map { PropagationError(source: $0, error: .offline) }
            ))
        case .provider(let provider):
            let data: Data
            do { data = try await provider.data() } catch {
                throw .imageSettingError(reason: .dataProviderError(provider: provider, error: error))
            }
            guard let image = options.processor.process(item: .data(data), options: options) else {
                throw .processorError(reason: .processingFailed(processor: options.processor, item: .data(data)))
            }
            cache.store(image, original: data, forKey: source.cacheKey, options: options, toDisk: !options.cacheMemoryOnly, completionHandler: nil)
            return RetrieveImageResult(image: image, cacheType: .none, source: source, originalSource: source, data: { data })
        }
    }
}
