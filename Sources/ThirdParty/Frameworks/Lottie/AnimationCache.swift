import Foundation

/// Caches decoded animations by key.
public protocol AnimationCacheProvider: AnyObject, Sendable {
    func animation(forKey: String) -> LottieAnimation?
    func setAnimation(_ animation: LottieAnimation, forKey: String)
    func clearCache()
}

public enum LottieAnimationCache {
    nonisolated(unsafe) public static var shared: (any AnimationCacheProvider)? = DefaultAnimationCache.sharedCache
}

/// An in-memory animation cache.
public final class DefaultAnimationCache: AnimationCacheProvider, @unchecked Sendable {
    public static let sharedCache = DefaultAnimationCache()
    private let lock = NSLock()
    private var animations: [String: LottieAnimation] = [:]

    public init() {}

    public func animation(forKey key: String) -> LottieAnimation? {
        lock.withLock { animations[key] }
    }

    public func setAnimation(_ animation: LottieAnimation, forKey key: String) {
        lock.withLock { animations[key] = animation }
    }

    public func clearCache() {
        lock.withLock { animations.removeAll() }
    }
}
