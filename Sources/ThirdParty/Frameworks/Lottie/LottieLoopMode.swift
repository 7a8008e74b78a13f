import Foundation

/// How many times an animation plays.
public enum LottieLoopMode: Hashable, Sendable {
    case playOnce
    case loop
    case autoReverse
    case `repeat`(Float)
    case repeatBackwards(Float)
}

/// What an animation does when the app goes to the background.
public enum LottieBackgroundBehavior: Hashable, Sendable {
    case stop
    case pause
    case pauseAndRestore
    case forceFinish
    case continuePlaying

    public static func `default`(for renderingEngine: RenderingEngine) -> LottieBackgroundBehavior {
        renderingEngine == .mainThread ? .pauseAndRestore : .continuePlaying
    }
}

/// Where on a marker playing starts or stops.
public enum LottieMarkerPosition: Hashable, Sendable {
    case start
    case end
}

/// Whether an animation plays, and which part: `.playing(.fromProgress(0, toProgress: 1, loopMode: .loop))`.
public enum LottiePlaybackMode: Hashable, Sendable {
    case paused(at: PausedState)
    case playing(_ mode: PlaybackMode)

    public enum PausedState: Hashable, Sendable {
        case currentFrame
        case progress(_ progress: AnimationProgressTime)
        case frame(_ frame: AnimationFrameTime)
        case time(_ time: TimeInterval)
        case marker(_ name: String, position: LottieMarkerPosition = .start)
    }

    public enum PlaybackMode: Hashable, Sendable {
        case fromProgress(_ fromProgress: AnimationProgressTime?, toProgress: AnimationProgressTime, loopMode: LottieLoopMode)
        case fromFrame(_ fromFrame: AnimationFrameTime?, toFrame: AnimationFrameTime, loopMode: LottieLoopMode)
        case fromMarker(_ fromMarker: String?, toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode)
        case marker(_ marker: String, loopMode: LottieLoopMode)
        case markers(_ markers: [String])
    }

    public static var paused: Self { .paused(at: .currentFrame) }
}

extension LottiePlaybackMode.PlaybackMode {
    public static func toProgress(_ toProgress: AnimationProgressTime, loopMode: LottieLoopMode) -> Self {
        .fromProgress(nil, toProgress: toProgress, loopMode: loopMode)
    }

    public static func toFrame(_ toFrame: AnimationFrameTime, loopMode: LottieLoopMode) -> Self {
        .fromFrame(nil, toFrame: toFrame, loopMode: loopMode)
    }

    public static func toMarker(_ toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode) -> Self {
        .fromMarker(nil, toMarker: toMarker, playEndMarkerFrame: playEndMarkerFrame, loopMode: loopMode)
    }

    /// How the semantics name it: `loop`, `playOnce`…
    var loopMode: LottieLoopMode {
        switch self {
        case .fromProgress(_, _, let loopMode), .fromFrame(_, _, let loopMode), .fromMarker(_, _, _, let loopMode), .marker(_, let loopMode): loopMode
        case .markers: .playOnce
        }
    }
}
