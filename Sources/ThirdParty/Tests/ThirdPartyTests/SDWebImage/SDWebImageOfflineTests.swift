import Foundation
import SDWebImage
import Testing

/// SDWebImage's loading on Linux: a device offline, with a working in-memory cache.
@MainActor
@Suite("SDWebImage offline")
struct SDWebImageOfflineTests {
    @Test("SDWebImageManager.loadImage fails with URLError(.notConnectedToInternet), finished, on the main queue")
    func loadFailsOffline() async {
        let url = URL(string: "https://example.com/\(UUID().uuidString).png")
        let (error, finished) = await withCheckedContinuation { continuation in
            SDWebImageManager.shared.loadImage(with: url, options: [], progress: nil) { image, _, error, _, finished, _ in
                #expect(image == nil)
                continuation.resume(returning: ((error as? URLError)?.code, finished))
            }
        }
        #expect(error == .notConnectedToInternet)
        #expect(finished)
    }

    @Test("sd_setImage shows the placeholder and reports the offline error")
    func imageViewSetter() async throws {
        let imageView = UIImageView()
        let placeholder = try #require(UIImage(data: pngHeader(width: 1, height: 1)))
        let url = URL(string: "https://example.com/\(UUID().uuidString).png")

        let error = await withCheckedContinuation { continuation in
            imageView.sd_setImage(with: url, placeholderImage: placeholder, options: [.retryFailed]) { _, error, cacheType, _ in
                continuation.resume(returning: (error as? URLError)?.code)
            }
        }

        #expect(error == .notConnectedToInternet)
        #expect(imageView.image === placeholder)
        #expect(imageView.sd_imageURL == url)
    }

    @Test("An image the app cached is found by its URL's key, from memory; clearing memory leaves the disk copy")
    func cachedImagesAreFound() async throws {
        let url = URL(string: "https://example.com/\(UUID().uuidString).png")!
        let image = try #require(UIImage(data: pngHeader(width: 4, height: 4)))
        SDImageCache.shared.store(image, forKey: url.absoluteString, completion: nil)

        let (found, cacheType) = await withCheckedContinuation { continuation in
            SDWebImageManager.shared.loadImage(with: url, options: [], progress: nil) { image, _, _, cacheType, _, _ in
                continuation.resume(returning: (image, cacheType))
            }
        }
        #expect(found === image)
        #expect(cacheType == .memory)

        SDImageCache.shared.clearMemory()
        #expect(SDImageCache.shared.imageFromMemoryCache(forKey: url.absoluteString) == nil)
        #expect(SDImageCache.shared.imageFromDiskCache(forKey: url.absoluteString) === image)
        SDImageCache.shared.removeImage(forKey: url.absoluteString, withCompletion: nil)
        #expect(SDImageCache.shared.imageFromCache(forKey: url.absoluteString) == nil)
    }

    @Test("The downloader fails as offline, and a nil URL as invalid")
    func downloader() async {
        let codes = await withCheckedContinuation { continuation in
            SDWebImageDownloader.shared.downloadImage(with: URL(string: "https://example.com/x.png")) { _, _, error, _ in
                let offline = (error as? URLError)?.code
                SDWebImageDownloader.shared.downloadImage(with: nil) { _, _, error, _ in
                    continuation.resume(returning: (offline, (error as? SDWebImageError)?.code))
                }
            }
        }
        #expect(codes.0 == .notConnectedToInternet)
        #expect(codes.1 == .invalidURL)
    }
}
