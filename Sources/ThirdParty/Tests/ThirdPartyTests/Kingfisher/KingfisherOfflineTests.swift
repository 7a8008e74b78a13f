import Foundation
import Kingfisher
import Testing
import UIKit

/// Kingfisher's loading on Linux: a device offline, with a working in-memory cache.
@MainActor
@Suite("Kingfisher offline")
struct KingfisherOfflineTests {
    @Test("KingfisherManager.retrieveImage fails as offline, in its completion and async forms")
    func retrieveFailsOffline() async throws {
        let url = URL(string: "https://example.com/offline-\(UUID().uuidString).jpg")!

        let result = await withCheckedContinuation { continuation in
            KingfisherManager.shared.retrieveImage(with: url) { continuation.resume(returning: $0) }
        }

        guard case .failure(.responseError(reason: .URLSessionError(let error))) = result else {
            Issue.record("expected an offline failure, got \(result)")
            return
        }
        #expect((error as? URLError)?.code == .notConnectedToInternet)
        await #expect(throws: KingfisherError.self) { try await KingfisherManager.shared.retrieveImage(with: url) }
    }

    @Test("What the app stored in the cache is found without the network")
    func cachedImagesAreFound() async throws {
        let cache = ImageCache(name: "tests-\(UUID().uuidString)")
        let image = try #require(UIImage(data: pngHeader(width: 8, height: 8)))
        try await cache.store(image, forKey: "https://example.com/cached.png", toDisk: false)

        let result = try await KingfisherManager.shared.retrieveImage(with: URL(string: "https://example.com/cached.png")!, options: [.targetCache(cache)])

        #expect(result.cacheType == .memory)
        #expect(result.image === image)
        #expect(cache.isCached(forKey: "https://example.com/cached.png"))
        cache.clearMemoryCache()
        #expect(!cache.isCached(forKey: "https://example.com/cached.png"))
    }

    @Test("The disk cache counts the bytes stored with images, and clearing it empties it")
    func diskStorageSize() async throws {
        let cache = ImageCache(name: "tests-\(UUID().uuidString)")
        let data = pngHeader(width: 2, height: 2)
        try await cache.storeToDisk(data, forKey: "a")

        #expect(try await cache.diskStorageSize == UInt(data.count))
        await cache.clearDiskCache()
        #expect(try await cache.diskStorageSize == 0)
        #expect(cache.imageCachedType(forKey: "a") == .none)
    }

    @Test("A provider's data is read for real: a device offline still has its files")
    func providersAreRead() async throws {
        let provider = RawImageDataProvider(data: pngHeader(width: 3, height: 5), cacheKey: "raw-\(UUID().uuidString)")

        let result = try await KingfisherManager.shared.retrieveImage(with: .provider(provider))

        #expect(result.image.size == CGSize(width: 3, height: 5))
        #expect(result.cacheType == .none)
    }

    @Test("imageView.kf.setImage shows the placeholder, then reports the offline failure and shows the failure image")
    func imageViewSetter() async throws {
        let imageView = UIImageView()
        let placeholder = try #require(UIImage(data: pngHeader(width: 1, height: 1)))
        let failureImage = try #require(UIImage(data: pngHeader(width: 2, height: 2)))

        let result = await withCheckedContinuation { continuation in
            imageView.kf.setImage(with: URL(string: "https://example.com/\(UUID().uuidString).png"), placeholder: placeholder,
                                  options: [.onFailureImage(failureImage)]) { continuation.resume(returning: $0) }
            #expect(imageView.image === placeholder)
        }

        #expect((try? result.get()) == nil)
        #expect(imageView.image === failureImage)
    }

    @Test("The KF builder calls its onFailure, and a button's image for the state stays the placeholder")
    func builderAndButton() async throws {
        let imageView = UIImageView()
        let failed = await withCheckedContinuation { continuation in
            KF.url(URL(string: "https://example.com/\(UUID().uuidString).png"))
                .onFailure { error in continuation.resume(returning: error.errorCode) }
                .set(to: imageView)
        }
        #expect(failed == 2003)

        let button = UIButton()
        let placeholder = try #require(UIImage(data: pngHeader(width: 1, height: 1)))
        let result = await withCheckedContinuation { continuation in
            button.kf.setImage(with: URL(string: "https://example.com/b.png"), for: .normal, placeholder: placeholder, completionHandler: { continuation.resume(returning: $0) })
        }
        #expect((try? result.get()) == nil)
        #expect(button.image(for: .normal) === placeholder)
    }

    @Test("Processors compose with |>, their identifiers joined, and hand the image on unchanged")
    func processorsCompose() throws {
        let processor = DownsamplingImageProcessor(size: CGSize(width: 10, height: 10)) |> RoundCornerImageProcessor(cornerRadius: 4)
        let image = try #require(UIImage(data: pngHeader(width: 6, height: 6)))

        #expect(processor.identifier.contains("DownsamplingImageProcessor"))
        #expect(processor.identifier.contains("|>com.onevcat.Kingfisher.RoundCornerImageProcessor"))
        #expect(processor.process(item: .image(image), options: KingfisherParsedOptionsInfo(nil)) === image)
    }

    @Test("Options items parse into the options a setter reads")
    func optionsParse() {
        let options = KingfisherParsedOptionsInfo([.transition(.fade(0.3)), .cacheOriginalImage, .forceRefresh, .scaleFactor(3), .processor(BlurImageProcessor(blurRadius: 2))])

        guard case .fade(let duration) = options.transition else { Issue.record("expected a fade"); return }
        #expect(duration == 0.3)
        #expect(options.cacheOriginalImage && options.forceRefresh)
        #expect(options.scaleFactor == 3)
        #expect(options.processor.identifier == BlurImageProcessor(blurRadius: 2).identifier)
    }
}
