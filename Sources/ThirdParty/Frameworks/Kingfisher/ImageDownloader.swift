import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A downloaded image, its URL and its bytes.
public struct ImageLoadingResult: Sendable {
    public let image: KFCrossPlatformImage
    public let url: URL?
    public let originalData: Data
    public let metrics: NetworkMetrics?

    public init(image: KFCrossPlatformImage, url: URL? = nil, originalData: Data, metrics: NetworkMetrics? = nil) {
        self.image = image
        self.url = url
        self.originalData = originalData
        self.metrics = metrics
    }
}

/// Downloads images. Linux is a device offline: every download fails with
/// `KingfisherError.responseError(reason: .URLSessionError(error: URLError(.notConnectedToInternet)))`.
open class ImageDownloader: @unchecked Sendable {
    public static let `default` = ImageDownloader(name: "default")

    public let name: String
    open var downloadTimeout: TimeInterval = 15.0
    open var trustedHosts: Set<String>?
    open var sessionConfiguration = URLSessionConfiguration.ephemeral
    open var requestsUsePipelining = false

    public init(name: String) {
        if name.isEmpty {
            fatalError("[Kingfisher] You should specify a name for the downloader. A downloader with empty name is not permitted.")
        }
        self.name = name
    }

    @discardableResult
    open func downloadImage(
        with url: URL,
        options: KingfisherParsedOptionsInfo,
        completionHandler: (@Sendable (Result<ImageLoadingResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask {
        if let completionHandler { options.callbackQueue.execute { completionHandler(.failure(.offline)) } }
        return DownloadTask()
    }

    @discardableResult
    open func downloadImage(
        with url: URL,
        options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@Sendable (Result<ImageLoadingResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask {
        downloadImage(with: url, options: KingfisherParsedOptionsInfo(options), completionHandler: completionHandler)
    }

    @discardableResult
    open func downloadImage(
        with url: URL,
        options: KingfisherOptionsInfo? = nil,
        completionHandler: (@Sendable (Result<ImageLoadingResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask {
        downloadImage(with: url, options: KingfisherParsedOptionsInfo(options), completionHandler: completionHandler)
    }

    public func downloadImage(with url: URL, options: KingfisherParsedOptionsInfo) async throws -> ImageLoadingResult {
        throw KingfisherError.offline
    }

    public func downloadImage(with url: URL, options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil) async throws -> ImageLoadingResult {
        throw KingfisherError.offline
    }

    public func downloadImage(with url: URL, options: KingfisherOptionsInfo? = nil) async throws -> ImageLoadingResult {
        throw KingfisherError.offline
    }

    public func cancelAll() {}

    public func cancel(url: URL) {}
}
