import Foundation
import UIKit

/// How an animated image plays.
public enum SDAnimatedImagePlaybackMode: UInt, Sendable {
    case normal
    case reverse
    case bounce
    case reversedBounce
}

/// An animated image (GIF, APNG, WebP). Linux decodes no frames: it is a `UIImage` of
/// its first frame's size, with its data kept.
open class SDAnimatedImage: UIImage, @unchecked Sendable {
    public let animatedImageData: Data?

    /// Nil unless `data` is an image whose size its header gives (PNG, JPEG, GIF).
    public override init?(data: Data, scale: CGFloat) {
        animatedImageData = data
        super.init(data: data, scale: scale)
    }

    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    public convenience init?(named name: String) {
        self.init(named: name, in: nil)
    }

    public convenience init?(named name: String, in bundle: Bundle?) {
        let bundle = bundle ?? .main
        let url = ["gif", "png", "webp", "apng"].lazy.compactMap { bundle.url(forResource: name, withExtension: $0) }.first
        guard let url, let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    open func preloadAllFrames() {}
    open func unloadAllFrames() {}
    public var isAllFramesLoaded: Bool { false }
}

/// An image view that plays animated images. Nothing plays on Linux: it keeps its
/// settings and shows its image as a `UIImageView` does.
@MainActor @preconcurrency
open class SDAnimatedImageView: UIImageView {
    public var currentFrame: UIImage? { image }
    public private(set) var currentFrameIndex: UInt = 0
    public private(set) var currentLoopCount: UInt = 0
    public var shouldCustomLoopCount = false
    public var playbackRate = 1.0
    public var playbackMode: SDAnimatedImagePlaybackMode = .normal
    public var maxBufferSize: UInt = 0
    public var shouldIncrementalLoad = true
    public var clearBufferWhenStopped = false
    public var resetFrameIndexWhenStopped = false
    public var autoPlayAnimatedImage = true
    public var runLoopMode: RunLoop.Mode = .common
}
