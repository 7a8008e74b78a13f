import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How Lottie renders and decodes. Kept as set; nothing renders on Linux.
public struct LottieConfiguration: Hashable {
    public init(
        renderingEngine: RenderingEngineOption = .automatic,
        decodingStrategy: DecodingStrategy = .dictionaryBased,
        reducedMotionOption: ReducedMotionOption = .systemReducedMotionToggle
    ) {
        self.renderingEngine = renderingEngine
        self.decodingStrategy = decodingStrategy
        self.reducedMotionOption = reducedMotionOption
    }

    nonisolated(unsafe) public static var shared = LottieConfiguration()
    nonisolated(unsafe) public static var defaultURLSession: any LottieURLSession = URLSession.shared

    public var renderingEngine: RenderingEngineOption
    public var decodingStrategy: DecodingStrategy
    public var reducedMotionOption: ReducedMotionOption
}

/// Which engine draws the animation.
public enum RenderingEngineOption: Hashable, Sendable {
    case automatic
    case specific(RenderingEngine)

    public static var mainThread: RenderingEngineOption { .specific(.mainThread) }
    public static var coreAnimation: RenderingEngineOption { .specific(.coreAnimation) }
}

public enum RenderingEngine: Hashable, Sendable {
    case mainThread
    case coreAnimation
}

/// How an animation's JSON is decoded.
public enum DecodingStrategy: Hashable, Sendable {
    case legacyCodable
    case dictionaryBased
}

/// Whether animations play when the system asks for reduced motion.
public struct ReducedMotionOption: Hashable, Sendable {
    let name: String

    public static var standardMotion: ReducedMotionOption { ReducedMotionOption(name: "standardMotion") }
    public static var reducedMotion: ReducedMotionOption { ReducedMotionOption(name: "reducedMotion") }
    public static var disabledMotion: ReducedMotionOption { ReducedMotionOption(name: "disabledMotion") }
    public static var systemReducedMotionToggle: ReducedMotionOption { ReducedMotionOption(name: "systemReducedMotionToggle") }
}

/// Where Lottie logs; silent on Linux.
public final class LottieLogger: Sendable {
    public static let shared = LottieLogger()

    public init() {}
}
