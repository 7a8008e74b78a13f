import Testing

/// SDWebImage and SDWebImageSwiftUI as apps write them, type-checked against the stand-ins.
@Suite("SDWebImage through the compiler")
struct SDWebImageCompilerTests {
    @Test("WebImage's forms and modifiers, AnimatedImage, and UIKit's sd_setImage compile in Swift 6")
    func appFile() throws {
        let result = try TypeChecker.check([
            "import SDWebImageSwiftUI",
            "import SwiftUI",
            "struct Feed: View {",
            "    let url: URL?",
            "    @State private var isAnimating = true",
            "    var body: some View {",
            "        VStack {",
            "            WebImage(url: url, options: [.retryFailed, .scaleDownLargeImages], context: [.imageThumbnailPixelSize: CGSize(width: 200, height: 200)])",
            "                .onSuccess { image, data, cacheType in print(image.size, data?.count ?? 0, cacheType) }",
            "                .onFailure { error in print(error) }",
            "                .onProgress { received, expected in print(received, expected) }",
            "                .resizable()",
            "                .indicator(.activity)",
            "                .transition(.fade(duration: 0.5))",
            "                .scaledToFit()",
            "                .frame(width: 300, height: 300, alignment: .center)",
            "            WebImage(url: url) { image in",
            "                image.resizable()",
            "            } placeholder: {",
            "                Rectangle().foregroundColor(.gray)",
            "            }",
            "            .indicator(.progress)",
            "            WebImage(url: url, transaction: Transaction(animation: .default)) { phase in",
            "                if let image = phase.image {",
            "                    image.resizable()",
            "                } else if phase.error != nil {",
            "                    Color.red",
            "                } else {",
            "                    ProgressView()",
            "                }",
            "            }",
            "            WebImage(url: url, isAnimating: $isAnimating).resizable().playbackRate(2).playbackMode(.bounce)",
            "            AnimatedImage(url: url).indicator(.activity).transition(.fade).resizable().scaledToFit()",
            "            AnimatedImage(name: \"animation1.gif\", isAnimating: $isAnimating)",
            "        }",
            "    }",
            "}",
            "final class Cell: UITableViewCell {",
            "    let photo = UIImageView()",
            "    let button = UIButton()",
            "    func configure(url: URL?) {",
            "        photo.sd_imageIndicator = SDWebImageActivityIndicator.gray",
            "        photo.sd_imageTransition = .fade",
            "        photo.sd_setImage(with: url)",
            "        photo.sd_setImage(with: url, placeholderImage: UIImage(named: \"placeholder\"))",
            "        photo.sd_setImage(with: url, placeholderImage: nil, options: [.refreshCached, .retryFailed]) { image, error, cacheType, imageURL in",
            "            print(image as Any, error as Any, cacheType == .memory, imageURL as Any)",
            "        }",
            "        photo.sd_setImage(with: url, placeholderImage: nil, options: .highPriority, context: [.imageScaleFactor: 2])",
            "        photo.sd_setImage(with: url, completed: { _, _, _, _ in })",
            "        button.sd_setImage(with: url, for: .normal)",
            "        button.sd_setBackgroundImage(with: url, for: .normal, placeholderImage: nil)",
            "    }",
            "    override func prepareForReuse() {",
            "        super.prepareForReuse()",
            "        photo.sd_cancelCurrentImageLoad()",
            "    }",
            "}",
            "func maintenance() {",
            "    SDImageCache.shared.config.maxMemoryCost = 50 * 1024 * 1024",
            "    SDImageCache.shared.config.maxDiskAge = 3600 * 24 * 7",
            "    SDImageCache.shared.clearMemory()",
            "    SDImageCache.shared.clearDisk(onCompletion: { print(\"cleared\") })",
            "    SDImageCache.shared.calculateSize { count, size in print(count, size) }",
            "    SDWebImageDownloader.shared.setValue(\"token\", forHTTPHeaderField: \"Authorization\")",
            "    SDWebImageDownloader.shared.config.downloadTimeout = 30",
            "    SDWebImageManager.shared.loadImage(with: URL(string: \"https://example.com/a.png\"), options: [.highPriority], progress: nil) { image, data, error, cacheType, finished, url in",
            "        print(image as Any, data as Any, error as Any, cacheType, finished, url as Any)",
            "    }",
            "    SDWebImagePrefetcher.shared.prefetchURLs([URL(string: \"https://example.com/a.png\")!])",
            "    let cached: UIImage? = SDImageCache.shared.imageFromCache(forKey: \"key\")",
            "    _ = cached",
            "}",
        ])
        #expect(result.status == 0 && result.errorLines.isEmpty, "\(result.output)")
    }

    @Test("SDWebImageSwiftUI brings SDWebImage with it, as the real one re-exports it")
    func reexport() throws {
        let result = try TypeChecker.check([
            "import SDWebImageSwiftUI",
            "let options: SDWebImageOptions = [.retryFailed]",
            "let cache = SDImageCache.shared",
        ])
        #expect(result.status == 0, "\(result.output)")
    }
}
