import Foundation

/// Bytes received and bytes expected, as a download goes.
public typealias DownloadProgressBlock = ((_ receivedSize: Int64, _ totalSize: Int64) -> Void)

/// Called when a retrieval moves to another download task (a retry, an alternative source).
public typealias DownloadTaskUpdatedBlock = (@Sendable (_ newTask: DownloadTask?) -> Void)

/// A retrieved image and where it came from. On Linux only a cached image or a
/// provider's data gets this far: downloads fail as offline.
public struct RetrieveImageResult: Sendable {
    public let image: KFCrossPlatformImage
    public let cacheType: CacheType
    public let source: Source
    public let originalSource: Source
    public let data: @Sendable () -> Data?
    public let metrics: NetworkMetrics?

    public init(
        image: KFCrossPlatformImage,
        cacheType: CacheType,
        source: Source,
        originalSource: Source,
        data: @escaping @Sendable () -> Data?,
        metrics: NetworkMetrics? = nil
    ) {
        self.image = image
        self.cacheType = cacheType
        self.source = source
        self.originalSource = originalSource
        self.data = data
        self.metrics = metrics
    }
}

/// A source that failed, with why, when alternative sources are tried in turn.
public struct PropagationError: Sendable {
    public let source: Source
    public let error: KingfisherError
}
