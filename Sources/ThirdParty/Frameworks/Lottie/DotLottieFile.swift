import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `.lottie` file: a zip of animations. Linux unzips nothing, so a file is known by
/// its name, as `LottieAnimation.named` is, and holds no animations.
public final class DotLottieFile: @unchecked Sendable {
    /// An animation of the file and its settings.
    public struct Animation {
        public let animation: LottieAnimation
        public let configuration: DotLottieConfiguration
    }

    let displayName: String
    public private(set) var animations = [Animation]()

    init(displayName: String) {
        self.displayName = displayName
    }
}

/// How a `.lottie` animation plays, as the file says.
public struct DotLottieConfiguration {
    public var id: String
    public var loopMode: LottieLoopMode
    public var speed: Double
}

/// Caches `.lottie` files by key.
public protocol DotLottieCacheProvider: Sendable {
    func file(forKey: String) -> DotLottieFile?
    func setFile(_ lottie: DotLottieFile, forKey: String)
    func clearCache()
}

/// An in-memory `.lottie` cache.
public final class DotLottieCache: DotLottieCacheProvider, @unchecked Sendable {
    public static let sharedCache = DotLottieCache()
    private let lock = NSLock()
    private var files: [String: DotLottieFile] = [:]

    public init() {}

    public func file(forKey key: String) -> DotLottieFile? {
        lock.withLock { files[key] }
    }

    public func setFile(_ lottie: DotLottieFile, forKey key: String) {
        lock.withLock { files[key] = lottie }
    }

    public func clearCache() {
        lock.withLock { files.removeAll() }
    }
}

extension DispatchQueue {
    /// Where `.lottie` files are loaded.
    public static let dotLottie = DispatchQueue(label: "com.airbnb.lottie.dot-lottie", qos: .userInitiated)
}

extension DotLottieFile {
    /// `name.lottie` of `bundle`, named by `name`.
    public static func named(_ name: String, bundle: Bundle = Bundle.main, subdirectory: String? = nil,
                             dotLottieCache: (any DotLottieCacheProvider)? = DotLottieCache.sharedCache) async throws -> DotLottieFile {
        DotLottieFile(displayName: name)
    }

    public static func named(_ name: String, bundle: Bundle = Bundle.main, subdirectory: String? = nil,
                             dotLottieCache: (any DotLottieCacheProvider)? = DotLottieCache.sharedCache, dispatchQueue: DispatchQueue = .dotLottie,
                             handleResult: @escaping (Result<DotLottieFile, any Error>) -> Void) {
        let handleResult = UncheckedClosure(handleResult)
        DispatchQueue.main.async { handleResult.value(.success(DotLottieFile(displayName: name))) }
    }

    /// A `.lottie` file at a path, named by the file.
    public static func loadedFrom(filepath: String, dotLottieCache: (any DotLottieCacheProvider)? = DotLottieCache.sharedCache) async throws -> DotLottieFile {
        DotLottieFile(displayName: (filepath as NSString).lastPathComponent)
    }

    public static func loadedFrom(filepath: String, dotLottieCache: (any DotLottieCacheProvider)? = DotLottieCache.sharedCache,
                                  dispatchQueue: DispatchQueue = .dotLottie, handleResult: @escaping (Result<DotLottieFile, any Error>) -> Void) {
        let handleResult = UncheckedClosure(handleResult)
        DispatchQueue.main.async { handleResult.value(.success(DotLottieFile(displayName: (filepath as NSString).lastPathComponent))) }
    }

    public static func asset(named name: String, bundle: Bundle = Bundle.main, dotLottieCache: (any DotLottieCacheProvider)? = DotLottieCache.sharedCache) async throws -> DotLottieFile {
        DotLottieFile(displayName: name)
    }

    /// Downloads nothing: a device offline gets `URLError(.notConnectedToInternet)`.
    public static func loadedFrom(url: URL, session: any LottieURLSession = LottieConfiguration.defaultURLSession,
                                  dotLottieCache: (any DotLottieCacheProvider)? = DotLottieCache.sharedCache) async throws -> DotLottieFile {
        throw URLError(.notConnectedToInternet)
    }

    @discardableResult
    public static func loadedFrom(url: URL, session: any LottieURLSession = LottieConfiguration.defaultURLSession,
                                  dotLottieCache: (any DotLottieCacheProvider)? = DotLottieCache.sharedCache,
                                  handleResult: @escaping (Result<DotLottieFile, any Error>) -> Void) -> URLSessionDataTask? {
        let handleResult = UncheckedClosure(handleResult)
        DispatchQueue.main.async { handleResult.value(.failure(URLError(.notConnectedToInternet))) }
        return nil
    }

    public static func loadedFrom(data: Data, filename: String, dispatchQueue: DispatchQueue = .dotLottie) async throws -> DotLottieFile {
        DotLottieFile(displayName: filename)
    }
}
