import SwiftUI

/// A loaded image. A text render never shows pixels, only that an image is there.
public struct DSImage: Sendable, Equatable {
    public let name: String

    public init(name: String) {
        self.name = name
    }
}

/// What a loader has for a URL.
public enum DSImageLoadResult: Sendable, Equatable {
    case loaded(DSImage)
    case failed
}

/// Loads and caches remote images for `DSAsyncImage`. Injected through the
/// environment (`.imageLoader(_:)`), so tests pass a mock.
public protocol ImageLoaderContract: AnyObject, Sendable {
    /// What is already cached: an image, a failure, or nil while it is still loading.
    func cachedResult(for url: URL) -> DSImageLoadResult?
    /// Loads an image, from the cache if it has one.
    func load(_ url: URL) async -> DSImageLoadResult
    /// Forgets a cached image, so that the next load fetches it again.
    func removeCachedImage(for url: URL)
}

/// The loader used when none is injected: every image counts as loaded. A text render
/// downloads nothing; it shows where each image goes.
public final class PlaceholderImageLoader: ImageLoaderContract {
    public init() {}

    public func cachedResult(for url: URL) -> DSImageLoadResult? {
        .loaded(DSImage(name: url.lastPathComponent))
    }

    public func load(_ url: URL) async -> DSImageLoadResult {
        .loaded(DSImage(name: url.lastPathComponent))
    }

    public func removeCachedImage(for url: URL) {}
}

private struct ImageLoaderKey: EnvironmentKey {
    static let defaultValue: any ImageLoaderContract = PlaceholderImageLoader()
}

extension EnvironmentValues {
    public var imageLoader: any ImageLoaderContract {
        get { self[ImageLoaderKey.self] }
        set { self[ImageLoaderKey.self] = newValue }
    }
}

extension View {
    /// The loader `DSAsyncImage`s inside use.
    public func imageLoader(_ loader: any ImageLoaderContract) -> some View {
        environment(\.imageLoader, loader)
    }
}
