import Foundation
import UIKit

/// Where a retrieved image was found.
public enum CacheType: Sendable {
    case none
    case memory
    case disk

    public var cached: Bool { self != .none }
}

/// How storing an image went, in memory and on disk.
public struct CacheStoreResult: Sendable {
    public let memoryCacheResult: Result<(), Never>
    public let diskCacheResult: Result<(), KingfisherError>
}

/// What the cache had for a key.
public enum ImageCacheResult: Sendable {
    case disk(KFCrossPlatformImage)
    case memory(KFCrossPlatformImage)
    case none

    public var image: KFCrossPlatformImage? {
        switch self {
        case .disk(let image), .memory(let image): image
        case .none: nil
        }
    }

    public var cacheType: CacheType {
        switch self {
        case .disk: .disk
        case .memory: .memory
        case .none: .none
        }
    }
}

/// Kingfisher's image cache. A device offline keeps its cache, so this one works, in
/// memory: what the app stores is found again, and the "disk" half counts the bytes of
/// the data stored with an image. Nothing is written to the machine's disk.
open class ImageCache: @unchecked Sendable {
    public static let `default` = ImageCache(name: "default")

    public typealias DiskCachePathClosure = @Sendable (URL, String) -> URL

    public let memoryStorage: MemoryStorage.Backend<KFCrossPlatformImage>
    public let diskStorage: DiskStorage.Backend<Data>

    private let lock = NSLock()
    private var inMemory: [String: KFCrossPlatformImage] = [:]
    private var onDisk: [String: (image: KFCrossPlatformImage?, data: Data)] = [:]

    public init(memoryStorage: MemoryStorage.Backend<KFCrossPlatformImage>, diskStorage: DiskStorage.Backend<Data>) {
        self.memoryStorage = memoryStorage
        self.diskStorage = diskStorage
    }

    public convenience init(name: String) {
        self.init(
            memoryStorage: MemoryStorage.Backend(config: MemoryStorage.Config(totalCostLimit: 0)),
            diskStorage: DiskStorage.Backend(config: DiskStorage.Config(name: name, sizeLimit: 0))
        )
    }

    public convenience init(name: String, cacheDirectoryURL: URL?, diskCachePathClosure: DiskCachePathClosure? = nil) throws {
        guard !name.isEmpty else {
            fatalError("[Kingfisher] You should specify a name for the cache. A cache with empty name is not permitted.")
        }
        self.init(
            memoryStorage: MemoryStorage.Backend(config: MemoryStorage.Config(totalCostLimit: 0)),
            diskStorage: DiskStorage.Backend(config: DiskStorage.Config(name: name, sizeLimit: 0, directory: cacheDirectoryURL))
        )
    }

    private func withLock<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    // MARK: - Storing

    open func store(
        _ image: KFCrossPlatformImage,
        original: Data? = nil,
        forKey key: String,
        options: KingfisherParsedOptionsInfo,
        toDisk: Bool = true,
        completionHandler: (@Sendable (CacheStoreResult) -> Void)? = nil
    ) {
        store(image, original: original, forKey: key, processorIdentifier: options.processor.identifier,
              forcedExtension: options.forcedExtension, cacheSerializer: options.cacheSerializer,
              toDisk: toDisk && !options.cacheMemoryOnly, callbackQueue: options.callbackQueue, completionHandler: completionHandler)
    }

    open func store(
        _ image: KFCrossPlatformImage,
        original: Data? = nil,
        forKey key: String,
        processorIdentifier identifier: String = "",
        forcedExtension: String? = nil,
        cacheSerializer serializer: any CacheSerializer = DefaultCacheSerializer.default,
        toDisk: Bool = true,
        callbackQueue: CallbackQueue = .untouch,
        completionHandler: (@Sendable (CacheStoreResult) -> Void)? = nil
    ) {
        let computed = key.computedKey(with: identifier)
        let data = serializer.data(with: image, original: original) ?? Data()
        withLock {
            inMemory[computed] = image
            if toDisk { onDisk[computed] = (image, data) }
        }
        guard let completionHandler else { return }
        callbackQueue.execute { completionHandler(CacheStoreResult(memoryCacheResult: .success(()), diskCacheResult: .success(()))) }
    }

    open func storeToDisk(
        _ data: Data,
        forKey key: String,
        processorIdentifier identifier: String = "",
        forcedExtension: String? = nil,
        expiration: StorageExpiration? = nil,
        callbackQueue: CallbackQueue = .untouch,
        completionHandler: (@Sendable (CacheStoreResult) -> Void)? = nil
    ) {
        let computed = key.computedKey(with: identifier)
        withLock { onDisk[computed] = (UIImage(data: data), data) }
        guard let completionHandler else { return }
        callbackQueue.execute { completionHandler(CacheStoreResult(memoryCacheResult: .success(()), diskCacheResult: .success(()))) }
    }

    // MARK: - Removing

    open func removeImage(
        forKey key: String,
        processorIdentifier identifier: String = "",
        forcedExtension: String? = nil,
        fromMemory: Bool = true,
        fromDisk: Bool = true,
        callbackQueue: CallbackQueue = .untouch,
        completionHandler: (@Sendable () -> Void)? = nil
    ) {
        let computed = key.computedKey(with: identifier)
        withLock {
            if fromMemory { inMemory[computed] = nil }
            if fromDisk { onDisk[computed] = nil }
        }
        if let completionHandler { callbackQueue.execute(completionHandler) }
    }

    // MARK: - Retrieving

    open func retrieveImage(
        forKey key: String,
        options: KingfisherParsedOptionsInfo,
        callbackQueue: CallbackQueue = .mainCurrentOrAsync,
        completionHandler: (@Sendable (Result<ImageCacheResult, KingfisherError>) -> Void)?
    ) {
        guard let completionHandler else { return }
        let result = cached(forKey: key.computedKey(with: options.processor.identifier))
        callbackQueue.execute { completionHandler(.success(result)) }
    }

    open func retrieveImage(
        forKey key: String,
        options: KingfisherOptionsInfo? = nil,
        callbackQueue: CallbackQueue = .mainCurrentOrAsync,
        completionHandler: (@Sendable (Result<ImageCacheResult, KingfisherError>) -> Void)?
    ) {
        retrieveImage(forKey: key, options: KingfisherParsedOptionsInfo(options), callbackQueue: callbackQueue, completionHandler: completionHandler)
    }

    open func retrieveImageInMemoryCache(forKey key: String, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        let computed = key.computedKey(with: options.processor.identifier)
        return withLock { inMemory[computed] }
    }

    open func retrieveImageInMemoryCache(forKey key: String, options: KingfisherOptionsInfo? = nil) -> KFCrossPlatformImage? {
        retrieveImageInMemoryCache(forKey: key, options: KingfisherParsedOptionsInfo(options))
    }

    open func retrieveImageInDiskCache(
        forKey key: String,
        options: KingfisherOptionsInfo? = nil,
        callbackQueue: CallbackQueue = .untouch,
        completionHandler: @escaping @Sendable (Result<KFCrossPlatformImage?, KingfisherError>) -> Void
    ) {
        let computed = key.computedKey(with: KingfisherParsedOptionsInfo(options).processor.identifier)
        let image = withLock { onDisk[computed]?.image }
        callbackQueue.execute { completionHandler(.success(image)) }
    }

    /// What the cache holds for a computed key, memory first, as Kingfisher looks.
    func cached(forKey computed: String) -> ImageCacheResult {
        withLock {
            if let image = inMemory[computed] { return .memory(image) }
            if let image = onDisk[computed]?.image { return .disk(image) }
            return .none
        }
    }

    // MARK: - Cleaning

    public func clearCache(completion handler: (@Sendable () -> Void)? = nil) {
        clearMemoryCache()
        clearDiskCache(completion: handler)
    }

    public func clearMemoryCache() {
        withLock { inMemory.removeAll() }
    }

    open func clearDiskCache(completion handler: (@Sendable () -> Void)? = nil) {
        withLock { onDisk.removeAll() }
        if let handler { DispatchQueue.main.async { handler() } }
    }

    /// Nothing expires in a run as short as a test's.
    open func cleanExpiredCache(completion handler: (@Sendable () -> Void)? = nil) {
        if let handler { DispatchQueue.main.async { handler() } }
    }

    open func cleanExpiredMemoryCache() {}

    open func cleanExpiredDiskCache(completion handler: (@Sendable () -> Void)? = nil) {
        if let handler { DispatchQueue.main.async { handler() } }
    }

    @MainActor
    public func backgroundCleanExpiredDiskCache() {}

    // MARK: - State

    open func imageCachedType(forKey key: String, processorIdentifier identifier: String = DefaultImageProcessor.default.identifier, forcedExtension: String? = nil) -> CacheType {
        cached(forKey: key.computedKey(with: identifier)).cacheType
    }

    public func isCached(forKey key: String, processorIdentifier identifier: String = DefaultImageProcessor.default.identifier, forcedExtension: String? = nil) -> Bool {
        imageCachedType(forKey: key, processorIdentifier: identifier, forcedExtension: forcedExtension).cached
    }

    open func hash(forKey key: String, processorIdentifier identifier: String = DefaultImageProcessor.default.identifier, forcedExtension: String? = nil) -> String {
        key.computedKey(with: identifier)
    }

    open func cachePath(forKey key: String, processorIdentifier identifier: String = DefaultImageProcessor.default.identifier, forcedExtension: String? = nil) -> String {
        diskStorage.directoryURL.appendingPathComponent(hash(forKey: key, processorIdentifier: identifier)).path
    }

    /// The bytes of the data stored with images, as the disk cache would hold them.
    open func calculateDiskStorageSize(completion handler: @escaping (@Sendable (Result<UInt, KingfisherError>) -> Void)) {
        let size = diskSize
        DispatchQueue.main.async { handler(.success(size)) }
    }

    private var diskSize: UInt {
        withLock { onDisk.values.reduce(0) { $0 + UInt($1.data.count) } }
    }

    open var memoryStorageCacheCost: Int { 0 }

    // MARK: - Concurrency

    open func store(_ image: KFCrossPlatformImage, original: Data? = nil, forKey key: String, options: KingfisherParsedOptionsInfo, toDisk: Bool = true) async throws {
        store(image, original: original, forKey: key, options: options, toDisk: toDisk, completionHandler: nil)
    }

    open func store(
        _ image: KFCrossPlatformImage,
        original: Data? = nil,
        forKey key: String,
        processorIdentifier identifier: String = "",
        forcedExtension: String? = nil,
        cacheSerializer serializer: any CacheSerializer = DefaultCacheSerializer.default,
        toDisk: Bool = true
    ) async throws {
        store(image, original: original, forKey: key, processorIdentifier: identifier, forcedExtension: forcedExtension,
              cacheSerializer: serializer, toDisk: toDisk, completionHandler: nil)
    }

    open func storeToDisk(_ data: Data, forKey key: String, processorIdentifier identifier: String = "", forcedExtension: String? = nil, expiration: StorageExpiration? = nil) async throws {
        storeToDisk(data, forKey: key, processorIdentifier: identifier, forcedExtension: forcedExtension, expiration: expiration, completionHandler: nil)
    }

    open func removeImage(forKey key: String, processorIdentifier identifier: String = "", forcedExtension: String? = nil, fromMemory: Bool = true, fromDisk: Bool = true) async throws {
        removeImage(forKey: key, processorIdentifier: identifier, forcedExtension: forcedExtension, fromMemory: fromMemory, fromDisk: fromDisk, completionHandler: nil)
    }

    open func retrieveImage(forKey key: String, options: KingfisherParsedOptionsInfo) async throws -> ImageCacheResult {
        cached(forKey: key.computedKey(with: options.processor.identifier))
    }

    open func retrieveImage(forKey key: String, options: KingfisherOptionsInfo? = nil) async throws -> ImageCacheResult {
        try await retrieveImage(forKey: key, options: KingfisherParsedOptionsInfo(options))
    }

    open func retrieveImageInDiskCache(forKey key: String, options: KingfisherOptionsInfo? = nil) async throws -> KFCrossPlatformImage? {
        let computed = key.computedKey(with: KingfisherParsedOptionsInfo(options).processor.identifier)
        return withLock { onDisk[computed]?.image }
    }

    open func clearCache() async {
        clearMemoryCache()
        withLock { onDisk.removeAll() }
    }

    open func clearDiskCache() async {
        withLock { onDisk.removeAll() }
    }

    open func cleanExpiredCache() async {}

    open func cleanExpiredDiskCache() async {}

    open var diskStorageSize: UInt {
        get async throws { diskSize }
    }
}

extension String {
    /// The key an image is cached under after a processor: `key@identifier`.
    func computedKey(with identifier: String) -> String {
        identifier.isEmpty ? self : self + "@" + identifier
    }
}
