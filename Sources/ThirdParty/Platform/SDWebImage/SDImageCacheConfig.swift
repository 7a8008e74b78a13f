import Foundation

/// Which file date ages a disk-cached image.
public enum SDImageCacheConfigExpireType: UInt, Sendable {
    case accessDate
    case modificationDate
    case creationDate
    case changeDate
}

/// The image cache's settings, as apps tune them (`SDImageCache.shared.config.maxMemoryCost`).
/// Kept as set: the cache here is small and in memory.
open class SDImageCacheConfig: NSObject, @unchecked Sendable {
    public static let `default` = SDImageCacheConfig()

    open var shouldDisableiCloud = true
    open var shouldCacheImagesInMemory = true
    open var shouldUseWeakMemoryCache = false
    open var shouldRemoveExpiredDataWhenEnterBackground = true
    open var shouldRemoveExpiredDataWhenTerminate = true
    open var diskCacheReadingOptions: Data.ReadingOptions = []
    open var diskCacheWritingOptions: Data.WritingOptions = .atomic
    open var maxDiskAge: TimeInterval = 60 * 60 * 24 * 7
    open var maxDiskSize: UInt = 0
    open var maxMemoryCost: UInt = 0
    open var maxMemoryCount: UInt = 0
    open var diskCacheExpireType: SDImageCacheConfigExpireType = .modificationDate
    open var fileManager: FileManager?

    public override init() {
        super.init()
    }
}
