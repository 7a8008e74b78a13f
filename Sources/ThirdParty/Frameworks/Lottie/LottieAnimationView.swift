import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import UIKit

/// Lottie's UIKit view. Nothing animates on Linux: the view keeps its animation and
/// settings, and playing answers as an animation of no length would. A play that ends
/// (`.playOnce`, `.repeat`) ends at once, its completion told `true` on the main queue;
/// a looping play runs until `stop()` or `pause()`, which tell its completion `false`.
@MainActor @preconcurrency
open class LottieAnimationView: UIView {
    public var animation: LottieAnimation? {
        didSet { stop() }
    }

    public var loopMode: LottieLoopMode = .playOnce
    public var animationSpeed: CGFloat = 1
    public var currentProgress: AnimationProgressTime = 0
    public var backgroundBehavior: LottieBackgroundBehavior = .pauseAndRestore
    public var windowBackgroundBehavior: LottieBackgroundBehavior?
    public var configuration: LottieConfiguration
    public var shouldRasterizeWhenIdle = false
    public var respectAnimationFrameRate = false
    public var maskAnimationToBounds = true
    public var animateLayoutChangesWithCurrentCoreAnimationContext = true
    public var imageProvider: any AnimationImageProvider
    public var textProvider: any AnimationKeypathTextProvider
    public var fontProvider: any AnimationFontProvider
    public var animationLoaded: ((_ animationView: LottieAnimationView, _ animation: LottieAnimation) -> Void)?
    public private(set) var valueProviders: [AnimationKeypath: any AnyValueProvider] = [:]
    public private(set) var isAnimationPlaying = false
    public private(set) var currentPlaybackMode: LottiePlaybackMode?
    public var isAnimationQueued: Bool { false }
    private var pendingCompletion: LottieCompletionBlock?

    public init(
        animation: LottieAnimation?,
        imageProvider: (any AnimationImageProvider)? = nil,
        textProvider: any AnimationKeypathTextProvider = DefaultTextProvider(),
        fontProvider: any AnimationFontProvider = DefaultFontProvider(),
        configuration: LottieConfiguration = .shared,
        logger: LottieLogger = .shared
    ) {
        self.animation = animation
        self.imageProvider = imageProvider ?? BundleImageProvider(bundle: .main, searchPath: nil)
        self.textProvider = textProvider
        self.fontProvider = fontProvider
        self.configuration = configuration
        super.init(frame: animation?.bounds ?? .zero)
        contentMode = .scaleAspectFit
    }

    public init(
        dotLottie: DotLottieFile?,
        animationId: String? = nil,
        textProvider: any AnimationKeypathTextProvider = DefaultTextProvider(),
        fontProvider: any AnimationFontProvider = DefaultFontProvider(),
        configuration: LottieConfiguration = .shared,
        logger: LottieLogger = .shared
    ) {
        animation = dotLottie.map { LottieAnimation(displayName: $0.displayName) }
        imageProvider = BundleImageProvider(bundle: .main, searchPath: nil)
        self.textProvider = textProvider
        self.fontProvider = fontProvider
        self.configuration = configuration
        super.init(frame: .zero)
        contentMode = .scaleAspectFit
    }

    public init(configuration: LottieConfiguration = .shared, logger: LottieLogger = .shared) {
        imageProvider = BundleImageProvider(bundle: .main, searchPath: nil)
        textProvider = DefaultTextProvider()
        fontProvider = DefaultFontProvider()
        self.configuration = configuration
        super.init(frame: .zero)
        contentMode = .scaleAspectFit
    }

    public override init(frame: CGRect) {
        imageProvider = BundleImageProvider(bundle: .main, searchPath: nil)
        textProvider = DefaultTextProvider()
        fontProvider = DefaultFontProvider()
        configuration = .shared
        super.init(frame: frame)
        contentMode = .scaleAspectFit
    }

    public required init?(coder: NSCoder) {
        imageProvider = BundleImageProvider(bundle: .main, searchPath: nil)
        textProvider = DefaultTextProvider()
        fontProvider = DefaultFontProvider()
        configuration = .shared
        super.init(coder: coder)
    }

    /// `LottieAnimationView(name: "loading")`: the animation `named(_:)` gives.
    public convenience init(
        name: String,
        bundle: Bundle = Bundle.main,
        subdirectory: String? = nil,
        imageProvider: (any AnimationImageProvider)? = nil,
        animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared,
        configuration: LottieConfiguration = .shared
    ) {
        let animation = LottieAnimation.named(name, bundle: bundle, subdirectory: subdirectory, animationCache: animationCache)
        self.init(animation: animation, imageProvider: imageProvider, configuration: configuration)
    }

    public convenience init(
        filePath: String,
        imageProvider: (any AnimationImageProvider)? = nil,
        animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared,
        configuration: LottieConfiguration = .shared
    ) {
        let animation = LottieAnimation.filepath(filePath, animationCache: animationCache)
        self.init(animation: animation, imageProvider: imageProvider, configuration: configuration)
    }

    public convenience init(
        asset name: String,
        bundle: Bundle = Bundle.main,
        imageProvider: (any AnimationImageProvider)? = nil,
        animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared,
        configuration: LottieConfiguration = .shared
    ) {
        let animation = LottieAnimation.asset(name, bundle: bundle, animationCache: animationCache)
        self.init(animation: animation, imageProvider: imageProvider, configuration: configuration)
    }

    /// Downloads nothing: `closure` is told `URLError(.notConnectedToInternet)`, as offline.
    public convenience init(
        url: URL,
        imageProvider: (any AnimationImageProvider)? = nil,
        session: any LottieURLSession = LottieConfiguration.defaultURLSession,
        closure: @escaping LottieAnimationView.DownloadClosure,
        animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared,
        configuration: LottieConfiguration = .shared
    ) {
        self.init(animation: nil, imageProvider: imageProvider, configuration: configuration)
        let closure = UncheckedClosure(closure)
        DispatchQueue.main.async { closure.value(URLError(.notConnectedToInternet)) }
    }

    public convenience init(
        dotLottieName name: String,
        bundle: Bundle = Bundle.main,
        subdirectory: String? = nil,
        animationId: String? = nil,
        dotLottieCache: (any DotLottieCacheProvider)? = DotLottieCache.sharedCache,
        configuration: LottieConfiguration = .shared,
        completion: ((LottieAnimationView, (any Error)?) -> Void)? = nil
    ) {
        self.init(dotLottie: DotLottieFile(displayName: name), animationId: animationId, configuration: configuration)
        if let completion {
            let completion = UncheckedClosure(completion)
            DispatchQueue.main.async { completion.value(self, nil) }
        }
    }

    public typealias DownloadClosure = ((any Error)?) -> Void

    // MARK: - Playing

    open func play(completion: LottieCompletionBlock? = nil) {
        start(.playing(.fromProgress(nil, toProgress: 1, loopMode: loopMode)), loopMode: loopMode, completion: completion)
    }

    open func play(_ mode: LottiePlaybackMode.PlaybackMode, completion: LottieCompletionBlock? = nil) {
        start(.playing(mode), loopMode: mode.loopMode, completion: completion)
    }

    open func play(fromProgress: AnimationProgressTime? = nil, toProgress: AnimationProgressTime, loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil) {
        play(.fromProgress(fromProgress, toProgress: toProgress, loopMode: loopMode ?? self.loopMode), completion: completion)
    }

    open func play(fromFrame: AnimationFrameTime? = nil, toFrame: AnimationFrameTime, loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil) {
        play(.fromFrame(fromFrame, toFrame: toFrame, loopMode: loopMode ?? self.loopMode), completion: completion)
    }

    open func play(fromMarker: String? = nil, toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil) {
        play(.fromMarker(fromMarker, toMarker: toMarker, playEndMarkerFrame: playEndMarkerFrame, loopMode: loopMode ?? self.loopMode), completion: completion)
    }

    open func play(marker: String, loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil) {
        play(.marker(marker, loopMode: loopMode ?? self.loopMode), completion: completion)
    }

    open func play(markers: [String], completion: LottieCompletionBlock? = nil) {
        play(.markers(markers), completion: completion)
    }

    open func setPlaybackMode(_ playbackMode: LottiePlaybackMode, completion: LottieCompletionBlock? = nil) {
        switch playbackMode {
        case .playing(let mode): play(mode, completion: completion)
        case .paused(let state):
            pause()
            currentPlaybackMode = playbackMode
            if case .progress(let progress) = state { currentProgress = progress }
        }
    }

    /// Stops and goes back to the start; a running play's completion is told `false`.
    open func stop() {
        finish(false)
        currentProgress = 0
    }

    /// Pauses where it is; a running play's completion is told `false`.
    open func pause() {
        finish(false)
    }

    private func start(_ mode: LottiePlaybackMode, loopMode: LottieLoopMode, completion: LottieCompletionBlock?) {
        finish(false)
        currentPlaybackMode = mode
        switch loopMode {
        case .loop, .autoReverse:
            isAnimationPlaying = true
            pendingCompletion = completion
        case .playOnce, .repeat, .repeatBackwards:
            currentProgress = 1
            if let completion {
                let completion = UncheckedClosure(completion)
                DispatchQueue.main.async { completion.value(true) }
            }
        }
    }

    private func finish(_ completed: Bool) {
        isAnimationPlaying = false
        guard let completion = pendingCompletion else { return }
        pendingCompletion = nil
        let block = UncheckedClosure(completion)
        DispatchQueue.main.async { block.value(completed) }
    }

    // MARK: - Time

    public var currentTime: TimeInterval {
        get { animation.map { $0.time(forFrame: $0.frameTime(forProgress: currentProgress)) } ?? 0 }
        set { if let animation { currentProgress = animation.progressTime(forFrame: animation.frameTime(forTime: newValue)) } }
    }

    public var currentFrame: AnimationFrameTime {
        get { animation?.frameTime(forProgress: currentProgress) ?? 0 }
        set { if let animation { currentProgress = animation.progressTime(forFrame: newValue) } }
    }

    public var realtimeAnimationFrame: AnimationFrameTime { currentFrame }
    public var realtimeAnimationProgress: AnimationProgressTime { currentProgress }

    // MARK: - Dynamic properties

    public func setValueProvider(_ valueProvider: any AnyValueProvider, keypath: AnimationKeypath) {
        valueProviders[keypath] = valueProvider
    }

    public func removeValueProvider(for keypath: AnimationKeypath) {
        valueProviders[keypath] = nil
    }

    public func reloadImages() {}
    public func forceDisplayUpdate() {}

    public func progressTime(forMarker named: String) -> AnimationProgressTime? {
        animation?.progressTime(forMarker: named)
    }

    public func frameTime(forMarker named: String) -> AnimationFrameTime? {
        animation?.frameTime(forMarker: named)
    }

    open override var intrinsicContentSize: CGSize {
        animation?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
