import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The options an image-setting call takes: `[.transition(.fade(0.2)), .cacheOriginalImage]`.
public typealias KingfisherOptionsInfo = [KingfisherOptionsInfoItem]

extension Array where Element == KingfisherOptionsInfoItem {
    static let empty: KingfisherOptionsInfo = []
}

/// One option. Kept as given: a download never starts on Linux, so most only matter to
/// code that reads them back.
public enum KingfisherOptionsInfoItem: Sendable {
    case targetCache(ImageCache)
    case originalCache(ImageCache)
    case downloader(ImageDownloader)
    case transition(ImageTransition)
    case downloadPriority(Float)
    case forceRefresh
    case fromMemoryCacheOrRefresh
    case forceTransition
    case cacheMemoryOnly
    case waitForCache
    case onlyFromCache
    case backgroundDecode
    case callbackQueue(CallbackQueue)
    case scaleFactor(CGFloat)
    case preloadAllAnimationData
    case requestModifier(any AsyncImageDownloadRequestModifier)
    case processor(any ImageProcessor)
    case cacheSerializer(any CacheSerializer)
    case imageModifier(any ImageModifier)
    case keepCurrentImageWhileLoading
    case onlyLoadFirstFrame
    case cacheOriginalImage
    case onFailureImage(KFCrossPlatformImage?)
    case alsoPrefetchToMemory
    case loadDiskFileSynchronously
    case asyncCacheTypeCheck
    case diskStoreWriteOptions(Data.WritingOptions)
    case memoryCacheExpiration(StorageExpiration)
    case memoryCacheAccessExtendingExpiration(ExpirationExtending)
    case diskCacheExpiration(StorageExpiration)
    case diskCacheAccessExtendingExpiration(ExpirationExtending)
    case processingQueue(CallbackQueue)
    case alternativeSources([Source])
    case retryStrategy(any RetryStrategy)
    case lowDataMode(Source?)
    case forcedCacheFileExtension(String?)
}

/// The options as one value, what a setter reads.
public struct KingfisherParsedOptionsInfo: Sendable {
    public var targetCache: ImageCache? = nil
    public var originalCache: ImageCache? = nil
    public var downloader: ImageDownloader? = nil
    public var transition: ImageTransition = .none
    public var downloadPriority: Float = 0.5
    public var forceRefresh = false
    public var fromMemoryCacheOrRefresh = false
    public var forceTransition = false
    public var cacheMemoryOnly = false
    public var waitForCache = false
    public var onlyFromCache = false
    public var backgroundDecode = false
    public var preloadAllAnimationData = false
    public var callbackQueue: CallbackQueue = .mainCurrentOrAsync
    public var scaleFactor: CGFloat = 1.0
    public var requestModifier: (any AsyncImageDownloadRequestModifier)? = nil
    public var processor: any ImageProcessor = DefaultImageProcessor.default
    public var imageModifier: (any ImageModifier)? = nil
    public var cacheSerializer: any CacheSerializer = DefaultCacheSerializer.default
    public var keepCurrentImageWhileLoading = false
    public var onlyLoadFirstFrame = false
    public var cacheOriginalImage = false
    public var onFailureImage: Optional<KFCrossPlatformImage?> = .none
    public var alsoPrefetchToMemory = false
    public var loadDiskFileSynchronously = false
    public var asyncCacheTypeCheck = false
    public var diskStoreWriteOptions: Data.WritingOptions = []
    public var memoryCacheExpiration: StorageExpiration? = nil
    public var memoryCacheAccessExtendingExpiration: ExpirationExtending = .cacheTime
    public var diskCacheExpiration: StorageExpiration? = nil
    public var diskCacheAccessExtendingExpiration: ExpirationExtending = .cacheTime
    public var processingQueue: CallbackQueue? = nil
    public var alternativeSources: [Source]? = nil
    public var retryStrategy: (any RetryStrategy)? = nil
    public var lowDataModeSource: Source? = nil
    public var forcedExtension: String? = nil

    public init(_ info: KingfisherOptionsInfo?) {
        for option in info ?? [] { apply(option) }
    }

    private mutating func apply(_ option: KingfisherOptionsInfoItem) {
        switch option {
        case .targetCache(let value): targetCache = value
        case .originalCache(let value): originalCache = value
        case .downloader(let value): downloader = value
        case .transition(let value): transition = value
        case .downloadPriority(let value): downloadPriority = value
        case .forceRefresh: forceRefresh = true
        case .fromMemoryCacheOrRefresh: fromMemoryCacheOrRefresh = true
        case .forceTransition: forceTransition = true
        case .cacheMemoryOnly: cacheMemoryOnly = true
        case .waitForCache: waitForCache = true
        case .onlyFromCache: onlyFromCache = true
        case .backgroundDecode: backgroundDecode = true
        case .callbackQueue(let value): callbackQueue = value
        case .scaleFactor(let value): scaleFactor = value
        case .preloadAllAnimationData: preloadAllAnimationData = true
        case .requestModifier(let value): requestModifier = value
        case .processor(let value): processor = value
        case .cacheSerializer(let value): cacheSerializer = value
        case .imageModifier(let value): imageModifier = value
        case .keepCurrentImageWhileLoading: keepCurrentImageWhileLoading = true
        case .onlyLoadFirstFrame: onlyLoadFirstFrame = true
        case .cacheOriginalImage: cacheOriginalImage = true
        case .onFailureImage(let value): onFailureImage = .some(value)
        case .alsoPrefetchToMemory: alsoPrefetchToMemory = true
        case .loadDiskFileSynchronously: loadDiskFileSynchronously = true
        case .asyncCacheTypeCheck: asyncCacheTypeCheck = true
        case .diskStoreWriteOptions(let value): diskStoreWriteOptions = value
        case .memoryCacheExpiration(let value): memoryCacheExpiration = value
        case .memoryCacheAccessExtendingExpiration(let value): memoryCacheAccessExtendingExpiration = value
        case .diskCacheExpiration(let value): diskCacheExpiration = value
        case .diskCacheAccessExtendingExpiration(let value): diskCacheAccessExtendingExpiration = value
        case .processingQueue(let value): processingQueue = value
        case .alternativeSources(let value): alternativeSources = value
        case .retryStrategy(let value): retryStrategy = value
        case .lowDataMode(let value): lowDataModeSource = value
        case .forcedCacheFileExtension(let value): forcedExtension = value
        }
    }
}
