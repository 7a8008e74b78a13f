import ChallengeDesignSystem
import Foundation

/// An image loader with a fixed answer, counting what it is asked. `result: nil` is a
/// loader that has nothing yet: the image shows its spinner.
public final class ImageLoaderMock: ImageLoaderContract, @unchecked Sendable {
    public var result: DSImageLoadResult?
    public private(set) var cachedResultCallCount = 0
    public private(set) var removeCachedImageCallCount = 0
    public private(set) var removedURLs: [URL] = []

    public init(result: DSImageLoadResult? = .loaded(SnapshotStubs.testImage)) {
        self.result = result
    }

    public func cachedResult(for url: URL) -> DSImageLoadResult? {
        cachedResultCallCount += 1
        return result
    }

    public func load(_ url: URL) async -> DSImageLoadResult {
        result ?? .failed
    }

    public func removeCachedImage(for url: URL) {
        removeCachedImageCallCount += 1
        removedURLs.append(url)
    }
}

/// Values snapshot tests share.
public enum SnapshotStubs {
    /// The image a mock loader returns: the avatar every snapshot shows.
    public static let testImage = DSImage(name: "test-avatar")
}
