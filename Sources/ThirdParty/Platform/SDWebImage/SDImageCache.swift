import Foundation

public typealias SDImageCacheCheckCompletionBlock = (Bool) -> Void
public typealias SDImageCacheQueryDataCompletionBlock = (Data?) -> Void
public typealias SDImageCacheCalculateSizeBlock = (UInt, UInt) -> Void
public typealias SDImageCacheQueryCompletionBlock = (UIImage?, Data?, SDImageCacheType) -> Void

/// SDWebImage's image cache. A device offline keeps its cache, so this one works, in
/// memory: what the app stores is found again by key, and the "disk" half counts the
/// bytes stored with its images. Nothing is written to the machine's disk. Completion
/// blocks are called on the main queue, as SDWebImage calls them.
open class SDImageCache: NSObject, @unchecked Sendable {
    public static let shared = SDImageCache(namespace: "default")

    open private(set) var config: SDImageCacheConfig
    open private(set) var diskCachePath: String

    private let lock = NSLock()
    private var memory: [String: UIImage] = [:]
    private var disk: [String: (image: UIImage?, data: Data)] = [:]

    public convenience init(namespace ns: String) {
        self.init(namespace: ns, diskCacheDirectory: nil, config: nil)
    }

    public convenience init(namespace ns: String, diskCacheDirectory directory: String?) {
        self.init(namespace: ns, diskCacheDirectory: directory, config: nil)
    }

    public init(namespace ns: String, diskCacheDirectory directory: String?, config: SDImageCacheConfig?) {
        self.config = config ?? SDImageCacheConfig()
        diskCachePath = ((directory ?? NSTemporaryDirectory()) as NSString).appendingPathComponent("com.hackemist.SDImageCache/\(ns)")
        super.init()
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    private func done(_ completion: SDWebImageNoParamsBlock?) {
        guard let completion else { return }
        let block = Unchecked(value: completion)
        DispatchQueue.main.async { block.value() }
    }

    open func cachePath(forKey key: String?) -> String? {
        key.map { (diskCachePath as NSString).appendingPathComponent($0) }
    }

    // MARK: - Store

    open func store(_ image: UIImage?, forKey key: String?, completion completionBlock: SDWebImageNoParamsBlock? = nil) {
        store(image, imageData: nil, forKey: key, toDisk: true, completion: completionBlock)
    }

    open func store(_ image: UIImage?, forKey key: String?, toDisk: Bool, completion completionBlock: SDWebImageNoParamsBlock? = nil) {
        store(image, imageData: nil, forKey: key, toDisk: toDisk, completion: completionBlock)
    }

    open func storeImageData(_ imageData: Data?, forKey key: String?, completion completionBlock: SDWebImageNoParamsBlock? = nil) {
        if let imageData, let key { locked { disk[key] = (UIImage(data: imageData), imageData) } }
        done(completionBlock)
    }

    open func store(_ image: UIImage?, imageData: Data?, forKey key: String?, toDisk: Bool, completion completionBlock: SDWebImageNoParamsBlock? = nil) {
        if let image, let key {
            locked {
                if config.shouldCacheImagesInMemory { memory[key] = image }
                if toDisk { disk[key] = (image, imageData ?? image.pngData() ?? Data()) }
            }
        }
        done(completionBlock)
    }

    open func storeImage(toMemory image: UIImage?, forKey key: String?) {
        if let image, let key { locked { memory[key] = image } }
    }

    open func storeImageData(toDisk imageData: Data?, forKey key: String?) {
        if let imageData, let key { locked { disk[key] = (UIImage(data: imageData), imageData) } }
    }

    // MARK: - Query

    open func diskImageExists(withKey key: String?, completion completionBlock: SDImageCacheCheckCompletionBlock? = nil) {
        let exists = diskImageDataExists(withKey: key)
        guard let completionBlock else { return }
        let block = Unchecked(value: completionBlock)
        DispatchQueue.main.async { block.value(exists) }
    }

    open func diskImageDataExists(withKey key: String?) -> Bool {
        key.map { key in locked { disk[key] != nil } } ?? false
    }

    open func diskImageData(forKey key: String?) -> Data? {
        key.flatMap { key in locked { disk[key]?.data } }
    }

    open func imageFromMemoryCache(forKey key: String?) -> UIImage? {
        key.flatMap { key in locked { memory[key] } }
    }

    open func imageFromDiskCache(forKey key: String?) -> UIImage? {
        key.flatMap { key in locked { disk[key]?.image } }
    }

    open func imageFromCache(forKey key: String?) -> UIImage? {
        imageFromMemoryCache(forKey: key) ?? imageFromDiskCache(forKey: key)
    }

    @discardableResult
    open func queryCacheOperation(forKey key: String?, done doneBlock: SDImageCacheQueryCompletionBlock? = nil) -> SDImageCacheToken? {
        let (image, data, type) = lookUp(key)
        if let doneBlock {
            let block = Unchecked(value: doneBlock)
            DispatchQueue.main.async { block.value(image, data, type) }
        }
        return SDImageCacheToken(key: key)
    }

    /// What the cache has for `key`, memory first, as SDWebImage looks.
    func lookUp(_ key: String?) -> (UIImage?, Data?, SDImageCacheType) {
        guard let key else { return (nil, nil, .none) }
        return locked {
            if let image = memory[key] { return (image, disk[key]?.data, .memory) }
            if let entry = disk[key], let image = entry.image { return (image, entry.data, .disk) }
            return (nil, nil, .none)
        }
    }

    // MARK: - Remove

    open func removeImage(forKey key: String?, withCompletion completion: SDWebImageNoParamsBlock? = nil) {
        removeImage(forKey: key, fromDisk: true, withCompletion: completion)
    }

    open func removeImage(forKey key: String?, fromDisk: Bool, withCompletion completion: SDWebImageNoParamsBlock? = nil) {
        if let key {
            locked {
                memory[key] = nil
                if fromDisk { disk[key] = nil }
            }
        }
        done(completion)
    }

    open func removeImageFromMemory(forKey key: String?) {
        if let key { locked { memory[key] = nil } }
    }

    open func removeImageFromDisk(forKey key: String?) {
        if let key { locked { disk[key] = nil } }
    }

    // MARK: - Clean

    open func clearMemory() {
        locked { memory.removeAll() }
    }

    open func clearDisk(onCompletion completion: SDWebImageNoParamsBlock? = nil) {
        locked { disk.removeAll() }
        done(completion)
    }

    /// Nothing ages in a run as short as a test's.
    open func deleteOldFiles(completionBlock: SDWebImageNoParamsBlock? = nil) {
        done(completionBlock)
    }

    // MARK: - Info

    open func totalDiskSize() -> UInt {
        locked { disk.values.reduce(0) { $0 + UInt($1.data.count) } }
    }

    open func totalDiskCount() -> UInt {
        locked { UInt(disk.count) }
    }

    open func calculateSize(completionBlock: SDImageCacheCalculateSizeBlock? = nil) {
        let (count, size) = (totalDiskCount(), totalDiskSize())
        guard let completionBlock else { return }
        let block = Unchecked(value: completionBlock)
        DispatchQueue.main.async { block.value(count, size) }
    }
}

/// A cache query, to cancel. Queries here answer at once.
open class SDImageCacheToken: NSObject, SDWebImageOperation, @unchecked Sendable {
    public let key: String?
    public private(set) var isCancelled = false

    init(key: String?) {
        self.key = key
        super.init()
    }

    open func cancel() {
        isCancelled = true
    }
}
