import Foundation
import UIKit

/// What `KF.Builder` and `KFImage` share: chainable options, each returning a changed
/// copy (`.cacheOriginalImage().fade(duration: 0.25)`).
public protocol KFOptionSetter {
    var options: KingfisherParsedOptionsInfo { get nonmutating set }
    var onFailureDelegate: Delegate<KingfisherError, Void> { get }
    var onSuccessDelegate: Delegate<RetrieveImageResult, Void> { get }
    var onProgressDelegate: Delegate<(Int64, Int64), Void> { get }
    func copyForMutation() -> Self
}

extension KFOptionSetter {
    /// The builder itself: it is a reference, so options chain onto one value.
    public func copyForMutation() -> Self { self }

    /// A copy with `change` applied to its options.
    func changingOptions(_ change: (inout KingfisherParsedOptionsInfo) -> Void) -> Self {
        let result = copyForMutation()
        change(&result.options)
        return result
    }
}

// MARK: - Life cycles

extension KFOptionSetter {
    public func onProgress(_ block: DownloadProgressBlock?) -> Self {
        let result = copyForMutation()
        result.onProgressDelegate.set(block.map { block in { block($0.0, $0.1) } })
        return result
    }

    public func onSuccess(_ block: ((RetrieveImageResult) -> Void)?) -> Self {
        let result = copyForMutation()
        result.onSuccessDelegate.set(block)
        return result
    }

    public func onFailure(_ block: ((KingfisherError) -> Void)?) -> Self {
        let result = copyForMutation()
        result.onFailureDelegate.set(block)
        return result
    }
}

// MARK: - Basic options

extension KFOptionSetter {
    public func targetCache(_ cache: ImageCache) -> Self { changingOptions { $0.targetCache = cache } }
    public func originalCache(_ cache: ImageCache) -> Self { changingOptions { $0.originalCache = cache } }
    public func downloader(_ downloader: ImageDownloader) -> Self { changingOptions { $0.downloader = downloader } }
    public func downloadPriority(_ priority: Float) -> Self { changingOptions { $0.downloadPriority = priority } }
    public func forceRefresh(_ enabled: Bool = true) -> Self { changingOptions { $0.forceRefresh = enabled } }
    public func fromMemoryCacheOrRefresh(_ enabled: Bool = true) -> Self { changingOptions { $0.fromMemoryCacheOrRefresh = enabled } }
    public func cacheMemoryOnly(_ enabled: Bool = true) -> Self { changingOptions { $0.cacheMemoryOnly = enabled } }
    public func waitForCache(_ enabled: Bool = true) -> Self { changingOptions { $0.waitForCache = enabled } }
    public func onlyFromCache(_ enabled: Bool = true) -> Self { changingOptions { $0.onlyFromCache = enabled } }
    public func backgroundDecode(_ enabled: Bool = true) -> Self { changingOptions { $0.backgroundDecode = enabled } }
    public func callbackQueue(_ queue: CallbackQueue) -> Self { changingOptions { $0.callbackQueue = queue } }
    public func scaleFactor(_ factor: CGFloat) -> Self { changingOptions { $0.scaleFactor = factor } }
    public func cacheOriginalImage(_ enabled: Bool = true) -> Self { changingOptions { $0.cacheOriginalImage = enabled } }
    public func diskStoreWriteOptions(_ writingOptions: Data.WritingOptions) -> Self { changingOptions { $0.diskStoreWriteOptions = writingOptions } }
    public func loadDiskFileSynchronously(_ enabled: Bool = true) -> Self { changingOptions { $0.loadDiskFileSynchronously = enabled } }
    public func processingQueue(_ queue: CallbackQueue?) -> Self { changingOptions { $0.processingQueue = queue } }
    public func alternativeSources(_ sources: [Source]?) -> Self { changingOptions { $0.alternativeSources = sources } }
    public func retry(_ strategy: (any RetryStrategy)?) -> Self { changingOptions { $0.retryStrategy = strategy } }

    public func retry(maxCount: Int, interval: DelayRetryStrategy.Interval = .seconds(3)) -> Self {
        retry(DelayRetryStrategy(maxRetryCount: maxCount, retryInterval: interval))
    }

    public func lowDataModeSource(_ source: Source?) -> Self { changingOptions { $0.lowDataModeSource = source } }
    public func forceTransition(_ enabled: Bool = true) -> Self { changingOptions { $0.forceTransition = enabled } }
    public func onFailureImage(_ image: KFCrossPlatformImage?) -> Self { changingOptions { $0.onFailureImage = .some(image) } }
}

// MARK: - Request modifier

extension KFOptionSetter {
    public func requestModifier(_ modifier: any AsyncImageDownloadRequestModifier) -> Self {
        changingOptions { $0.requestModifier = modifier }
    }

    public func requestModifier(_ modifyBlock: @escaping @Sendable (inout URLRequest) -> Void) -> Self {
        requestModifier(AnyModifier { request in
            var request = request
            modifyBlock(&request)
            return request
        })
    }
}

// MARK: - Processors

extension KFOptionSetter {
    public func setProcessor(_ processor: any ImageProcessor) -> Self { changingOptions { $0.processor = processor } }

    public func setProcessors(_ processors: [any ImageProcessor]) -> Self {
        guard let first = processors.first else { return setProcessor(DefaultImageProcessor.default) }
        return setProcessor(processors.dropFirst().reduce(first) { $0 |> $1 })
    }

    public func appendProcessor(_ processor: any ImageProcessor) -> Self {
        changingOptions { $0.processor = $0.processor |> processor }
    }

    public func roundCorner(radius: Radius, targetSize: CGSize? = nil, roundingCorners corners: RectCorner = .all, backgroundColor: KFCrossPlatformColor? = nil) -> Self {
        appendProcessor(RoundCornerImageProcessor(radius: radius, targetSize: targetSize, roundingCorners: corners, backgroundColor: backgroundColor))
    }

    public func blur(radius: CGFloat) -> Self { appendProcessor(BlurImageProcessor(blurRadius: radius)) }
    public func overlay(color: KFCrossPlatformColor, fraction: CGFloat = 0.5) -> Self { appendProcessor(OverlayImageProcessor(overlay: color, fraction: fraction)) }
    public func tint(color: KFCrossPlatformColor) -> Self { appendProcessor(TintImageProcessor(tint: color)) }
    public func blackWhite() -> Self { appendProcessor(BlackWhiteProcessor()) }
    public func cropping(size: CGSize, anchor: CGPoint = .init(x: 0.5, y: 0.5)) -> Self { appendProcessor(CroppingImageProcessor(size: size, anchor: anchor)) }

    /// Downsamples to `size`: the processor, or the next one after those already set.
    public func downsampling(size: CGSize) -> Self {
        let processor = DownsamplingImageProcessor(size: size)
        return options.processor.identifier == DefaultImageProcessor.default.identifier ? setProcessor(processor) : appendProcessor(processor)
    }

    public func resizing(referenceSize: CGSize, mode: ContentMode = .none) -> Self {
        appendProcessor(ResizingImageProcessor(referenceSize: referenceSize, mode: mode))
    }
}

// MARK: - Cache serializer and image modifier

extension KFOptionSetter {
    public func serialize(by cacheSerializer: any CacheSerializer) -> Self { changingOptions { $0.cacheSerializer = cacheSerializer } }

    public func serialize(as format: ImageFormat, jpegCompressionQuality: CGFloat? = nil) -> Self {
        switch format {
        case .JPEG: serialize(by: FormatIndicatedCacheSerializer.jpeg(compressionQuality: jpegCompressionQuality ?? 1.0))
        case .PNG: serialize(by: FormatIndicatedCacheSerializer.png)
        case .GIF: serialize(by: FormatIndicatedCacheSerializer.gif)
        case .unknown: serialize(by: DefaultCacheSerializer.default)
        }
    }

    public func imageModifier(_ modifier: (any ImageModifier)?) -> Self { changingOptions { $0.imageModifier = modifier } }

    public func imageModifier(_ block: @escaping @Sendable (inout KFCrossPlatformImage) throws -> Void) -> Self {
        imageModifier(AnyImageModifier { image in
            var image = image
            try block(&image)
            return image
        })
    }
}

// MARK: - Cache expiration

extension KFOptionSetter {
    public func memoryCacheExpiration(_ expiration: StorageExpiration?) -> Self { changingOptions { $0.memoryCacheExpiration = expiration } }
    public func memoryCacheAccessExtending(_ extending: ExpirationExtending) -> Self { changingOptions { $0.memoryCacheAccessExtendingExpiration = extending } }
    public func diskCacheExpiration(_ expiration: StorageExpiration?) -> Self { changingOptions { $0.diskCacheExpiration = expiration } }
    public func diskCacheAccessExtending(_ extending: ExpirationExtending) -> Self { changingOptions { $0.diskCacheAccessExtendingExpiration = extending } }
}
