import Foundation

/// Media at a URL or in memory. Nothing is decoded on Linux.
open class AVAsset: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    /// Unknown: nothing is decoded.
    open var isPlayable: Bool { false }
}

open class AVURLAsset: AVAsset, @unchecked Sendable {
    public let url: URL
    public init(url URL: URL, options: [String: Any]? = nil) {
        self.url = URL
        super.init()
    }
}

/// How video fills its layer.
public struct AVLayerVideoGravity: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// An asset's presentation state. It never becomes ready on Linux: nothing decodes.
open class AVPlayerItem: NSObject, @unchecked Sendable {
    public enum Status: Int, Sendable { case unknown = 0, readyToPlay = 1, failed = 2 }

    public let asset: AVAsset
    open private(set) var status: AVPlayerItem.Status = .unknown
    open private(set) var error: (any Error)?

    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    public convenience init(url URL: URL) {
        self.init(asset: AVURLAsset(url: URL))
    }
}

/// A player. Linux plays nothing: `play()` and `pause()` only set `rate` and
/// `timeControlStatus` (playing waits forever for media that never loads).
open class AVPlayer: NSObject, @unchecked Sendable {
    public enum TimeControlStatus: Int, Sendable { case paused = 0, waitingToPlayAtSpecifiedRate = 1, playing = 2 }
    public enum Status: Int, Sendable { case unknown = 0, readyToPlay = 1, failed = 2 }
    public enum ActionAtItemEnd: Int, Sendable { case advance = 0, pause = 1, none = 2 }

    open private(set) var currentItem: AVPlayerItem?
    open var rate: Float = 0 {
        didSet { timeControlStatus = rate == 0 ? .paused : .waitingToPlayAtSpecifiedRate }
    }
    open var defaultRate: Float = 1
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd: AVPlayer.ActionAtItemEnd = .pause
    open private(set) var timeControlStatus: AVPlayer.TimeControlStatus = .paused
    open private(set) var status: AVPlayer.Status = .unknown

    public override init() { super.init() }

    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
        super.init()
    }

    public convenience init(url URL: URL) {
        self.init(playerItem: AVPlayerItem(url: URL))
    }

    open func play() { rate = defaultRate }
    open func pause() { rate = 0 }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
}

/// A player that loops or queues items.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    private var queue: [AVPlayerItem] = []

    public init(items: [AVPlayerItem]) {
        queue = items
        super.init(playerItem: items.first)
    }

    public override init() { super.init() }

    open func items() -> [AVPlayerItem] { queue }
    open func advanceToNextItem() {
        if !queue.isEmpty { queue.removeFirst() }
        replaceCurrentItem(with: queue.first)
    }
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        if let afterItem, let index = queue.firstIndex(where: { $0 === afterItem }) {
            queue.insert(item, at: index + 1)
        } else {
            queue.append(item)
        }
    }
    open func removeAllItems() { queue.removeAll(); replaceCurrentItem(with: nil) }
}
