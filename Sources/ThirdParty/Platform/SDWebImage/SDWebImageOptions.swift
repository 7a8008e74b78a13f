import Foundation

/// How an image is loaded: `[.retryFailed, .progressiveLoad]`. Kept as given; a load
/// reads only `.refreshCached`, `.fromCacheOnly`, `.fromLoaderOnly` and `.delayPlaceholder`.
public struct SDWebImageOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let retryFailed = SDWebImageOptions(rawValue: 1 << 0)
    public static let lowPriority = SDWebImageOptions(rawValue: 1 << 1)
    public static let progressiveLoad = SDWebImageOptions(rawValue: 1 << 2)
    public static let refreshCached = SDWebImageOptions(rawValue: 1 << 3)
    public static let continueInBackground = SDWebImageOptions(rawValue: 1 << 4)
    public static let handleCookies = SDWebImageOptions(rawValue: 1 << 5)
    public static let allowInvalidSSLCertificates = SDWebImageOptions(rawValue: 1 << 6)
    public static let highPriority = SDWebImageOptions(rawValue: 1 << 7)
    public static let delayPlaceholder = SDWebImageOptions(rawValue: 1 << 8)
    public static let transformAnimatedImage = SDWebImageOptions(rawValue: 1 << 9)
    public static let avoidAutoSetImage = SDWebImageOptions(rawValue: 1 << 10)
    public static let scaleDownLargeImages = SDWebImageOptions(rawValue: 1 << 11)
    public static let queryMemoryData = SDWebImageOptions(rawValue: 1 << 12)
    public static let queryMemoryDataSync = SDWebImageOptions(rawValue: 1 << 13)
    public static let queryDiskDataSync = SDWebImageOptions(rawValue: 1 << 14)
    public static let fromCacheOnly = SDWebImageOptions(rawValue: 1 << 15)
    public static let fromLoaderOnly = SDWebImageOptions(rawValue: 1 << 16)
    public static let forceTransition = SDWebImageOptions(rawValue: 1 << 17)
    @available(*, deprecated, message: "Use SDWebImageContextImageForceDecodePolicy instead")
    public static let avoidDecodeImage = SDWebImageOptions(rawValue: 1 << 18)
    public static let decodeFirstFrameOnly = SDWebImageOptions(rawValue: 1 << 19)
    public static let preloadAllFrames = SDWebImageOptions(rawValue: 1 << 20)
    public static let matchAnimatedImageClass = SDWebImageOptions(rawValue: 1 << 21)
    public static let waitStoreCache = SDWebImageOptions(rawValue: 1 << 22)
    public static let transformVectorImage = SDWebImageOptions(rawValue: 1 << 23)
    public static let avoidAutoCancelImage = SDWebImageOptions(rawValue: 1 << 24)
    public static let waitTransition = SDWebImageOptions(rawValue: 1 << 25)
}

/// A key of a load's context dictionary: `[.imageThumbnailPixelSize: size]`.
public struct SDWebImageContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public static let setImageOperationKey = SDWebImageContextOption("setImageOperationKey")
    public static let customManager = SDWebImageContextOption("customManager")
    public static let callbackQueue = SDWebImageContextOption("callbackQueue")
    public static let imageCache = SDWebImageContextOption("imageCache")
    public static let imageLoader = SDWebImageContextOption("imageLoader")
    public static let imageCoder = SDWebImageContextOption("imageCoder")
    public static let imageTransformer = SDWebImageContextOption("imageTransformer")
    public static let imageForceDecodePolicy = SDWebImageContextOption("imageForceDecodePolicy")
    public static let imageDecodeOptions = SDWebImageContextOption("imageDecodeOptions")
    public static let imageScaleFactor = SDWebImageContextOption("imageScaleFactor")
    public static let imagePreserveAspectRatio = SDWebImageContextOption("imagePreserveAspectRatio")
    public static let imageThumbnailPixelSize = SDWebImageContextOption("imageThumbnailPixelSize")
    public static let imageTypeIdentifierHint = SDWebImageContextOption("imageTypeIdentifierHint")
    public static let imageScaleDownLimitBytes = SDWebImageContextOption("imageScaleDownLimitBytes")
    public static let imageDecodeToHDR = SDWebImageContextOption("imageDecodeToHDR")
    public static let imageEncodeOptions = SDWebImageContextOption("imageEncodeOptions")
    public static let queryCacheType = SDWebImageContextOption("queryCacheType")
    public static let storeCacheType = SDWebImageContextOption("storeCacheType")
    public static let originalQueryCacheType = SDWebImageContextOption("originalQueryCacheType")
    public static let originalStoreCacheType = SDWebImageContextOption("originalStoreCacheType")
    public static let originalImageCache = SDWebImageContextOption("originalImageCache")
    public static let animatedImageClass = SDWebImageContextOption("animatedImageClass")
    public static let downloadRequestModifier = SDWebImageContextOption("downloadRequestModifier")
    public static let downloadResponseModifier = SDWebImageContextOption("downloadResponseModifier")
    public static let downloadDecryptor = SDWebImageContextOption("downloadDecryptor")
    public static let cacheKeyFilter = SDWebImageContextOption("cacheKeyFilter")
    public static let cacheSerializer = SDWebImageContextOption("cacheSerializer")
}

/// Where an image was found.
public enum SDImageCacheType: Int, Sendable {
    case none
    case disk
    case memory
    case all
}

public typealias SDWebImageNoParamsBlock = () -> Void
public typealias SDExternalCompletionBlock = (UIImage?, (any Error)?, SDImageCacheType, URL?) -> Void
public typealias SDInternalCompletionBlock = (UIImage?, Data?, (any Error)?, SDImageCacheType, Bool, URL?) -> Void
public typealias SDImageLoaderProgressBlock = (Int, Int, URL?) -> Void
public typealias SDImageLoaderCompletedBlock = (UIImage?, Data?, (any Error)?, Bool) -> Void
public typealias SDWebImageDownloaderProgressBlock = SDImageLoaderProgressBlock
public typealias SDWebImageDownloaderCompletedBlock = SDImageLoaderCompletedBlock
