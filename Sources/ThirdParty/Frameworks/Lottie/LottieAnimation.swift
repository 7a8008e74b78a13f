import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An animation, known by where it came from. Linux draws no frames, so an animation is
/// the name or file it was loaded from, with the size, frame range and markers its JSON
/// gives when the file is there. `named(_:)` answers even when the bundle lacks the file,
/// so that a screen's still picture names the animation it would play.
public final class LottieAnimation: Sendable {
    /// The name or file the animation is drawn as.
    let displayName: String
    public let startFrame: AnimationFrameTime
    public let endFrame: AnimationFrameTime
    public let framerate: Double
    let width: Double
    let height: Double
    let markers: [(name: String, frame: AnimationFrameTime)]

    init(displayName: String, json: [String: Any]? = nil) {
        self.displayName = displayName
        startFrame = Self.number(json?["ip"])
        endFrame = Self.number(json?["op"])
        framerate = Double(Self.number(json?["fr"]))
        width = Double(Self.number(json?["w"]))
        height = Double(Self.number(json?["h"]))
        markers = (json?["markers"] as? [[String: Any]] ?? []).compactMap { marker in
            (marker["cm"] as? String).map { ($0, Self.number(marker["tm"])) }
        }
    }

    private static func number(_ value: Any?) -> CGFloat {
        (value as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
    }

    /// Reads the JSON's top level: size, frames, rate and markers.
    convenience init(displayName: String, data: Data) throws {
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw LottieDecodingError.notAnAnimation
        }
        self.init(displayName: displayName, json: json)
    }

    public var markerNames: [String] { markers.map(\.name) }
}

/// Why data is not an animation.
enum LottieDecodingError: Error {
    case notAnAnimation
}

extension LottieAnimation {
    public typealias DownloadClosure = (LottieAnimation?) -> Void

    public var duration: TimeInterval {
        framerate > 0 ? Double(endFrame - startFrame) / framerate : 0
    }

    public var bounds: CGRect { CGRect(origin: .zero, size: size) }
    public var size: CGSize { CGSize(width: width, height: height) }

    /// The animation in `name.json` of `bundle`; named by `name` even if the file is not there.
    public static func named(
        _ name: String,
        bundle: Bundle = Bundle.main,
        subdirectory: String? = nil,
        animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared
    ) -> LottieAnimation? {
        let url = bundle.url(forResource: name, withExtension: "json", subdirectory: subdirectory)
        let data = url.flatMap { try? Data(contentsOf: $0) }
        return data.flatMap { try? LottieAnimation(displayName: name, data: $0) } ?? LottieAnimation(displayName: name)
    }

    /// The animation in a JSON file, named by the file; nil when it is not there.
    public static func filepath(_ filepath: String, animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared) -> LottieAnimation? {
        guard let data = FileManager.default.contents(atPath: filepath) else { return nil }
        return try? LottieAnimation(displayName: (filepath as NSString).lastPathComponent, data: data)
    }

    /// An animation in an asset catalog. Catalogs are not read on Linux: named by the asset.
    public static func asset(_ name: String, bundle: Bundle = Bundle.main, animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared) -> LottieAnimation? {
        LottieAnimation(displayName: name)
    }

    public static func from(data: Data, strategy: DecodingStrategy = LottieConfiguration.shared.decodingStrategy) throws -> LottieAnimation {
        try LottieAnimation(displayName: "data", data: data)
    }

    /// Downloads nothing: a device offline gets nil.
    public static func loadedFrom(
        url: URL,
        session: any LottieURLSession = LottieConfiguration.defaultURLSession,
        animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared
    ) async -> LottieAnimation? {
        nil
    }

    @discardableResult
    public static func loadedFrom(
        url: URL,
        session: any LottieURLSession = LottieConfiguration.defaultURLSession,
        closure: @escaping LottieAnimation.DownloadClosure,
        animationCache: (any AnimationCacheProvider)? = LottieAnimationCache.shared
    ) -> URLSessionDataTask? {
        let closure = UncheckedClosure(closure)
        DispatchQueue.main.async { closure.value(nil) }
        return nil
    }

    public func progressTime(forMarker named: String) -> AnimationProgressTime? {
        frameTime(forMarker: named).map { progressTime(forFrame: $0) }
    }

    public func frameTime(forMarker named: String) -> AnimationFrameTime? {
        markers.first { $0.name == named }?.frame
    }

    public func progressTime(forFrame frameTime: AnimationFrameTime, clamped: Bool = true) -> AnimationProgressTime {
        guard endFrame > startFrame else { return 0 }
        let progress = (frameTime - startFrame) / (endFrame - startFrame)
        return clamped ? min(max(progress, 0), 1) : progress
    }

    public func frameTime(forProgress progressTime: AnimationProgressTime) -> AnimationFrameTime {
        startFrame + (endFrame - startFrame) * progressTime
    }

    public func time(forFrame frameTime: AnimationFrameTime) -> TimeInterval {
        framerate > 0 ? Double(frameTime - startFrame) / framerate : 0
    }

    public func frameTime(forTime time: TimeInterval) -> AnimationFrameTime {
        startFrame + CGFloat(time * framerate)
    }
}

/// A callback handed to the main queue, as Lottie hands its closures.
struct UncheckedClosure<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
