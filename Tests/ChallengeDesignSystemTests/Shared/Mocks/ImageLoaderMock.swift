import Foundation

@testable import ChallengeDesignSystem

/// An image loader with a fixed answer, counting what it is asked.
final class ImageLoaderMock: ImageLoaderContract, @unchecked Sendable {
    var result: DSImageLoadResult?
    private(set) var cachedResultCallCount = 0
    private(set) var removeCachedImageCallCount = 0
    private(set) var removedURLs: [URL] = []

    init(result: DSImageLoadResult? = .loaded(DSImage(name: "test-avatar"))) {
        self.result = result
    }

    func cachedResult(for url: URL) -> DSImageLoadResult? {
        cachedResultCallCount += 1
        return result
    }

    func load(_ url: URL) async -> DSImageLoadResult {
        result ?? .failed
    }

    func removeCachedImage(for url: URL) {
        removeCachedImageCallCount += 1
        removedURLs.append(url)
    }
}
