import Foundation
import DesignTokens
import SwiftUI

/// Lottie's SwiftUI view. Nothing animates on Linux: a still picture draws a box
/// labelled with the animation's name or file (`LottieView(animation: .named("loading"))`
/// draws `loading`), and names how it would play (`LottieView animation=loading playback=loop`).
/// A loader (`LottieView { try await … }`) never runs in a render: its placeholder is drawn.
public struct LottieView<Placeholder: View>: View {
    let localAnimation: LottieAnimationSource?
    let placeholder: (() -> Placeholder)?
    var playbackMode: LottiePlaybackMode?
    var animationSpeed: Double?
    var isResizable = false
    var configurations: [(LottieAnimationView) -> Void] = []

    public init(animation: LottieAnimation?) where Placeholder == EmptyView {
        localAnimation = animation.map(LottieAnimationSource.lottieAnimation)
        placeholder = nil
    }

    public init(dotLottieFile: DotLottieFile?) where Placeholder == EmptyView {
        localAnimation = dotLottieFile.map(LottieAnimationSource.dotLottieFile)
        placeholder = nil
    }

    public init(_ loadAnimation: @escaping () async throws -> LottieAnimation?) where Placeholder == EmptyView {
        self.init(loadAnimation, placeholder: EmptyView.init)
    }

    public init(_ loadAnimation: @escaping () async throws -> LottieAnimation?, @ViewBuilder placeholder: @escaping (() -> Placeholder)) {
        localAnimation = nil
        self.placeholder = placeholder
    }

    public init(_ loadDotLottieFile: @escaping () async throws -> DotLottieFile?) where Placeholder == EmptyView {
        self.init(loadDotLottieFile, placeholder: EmptyView.init)
    }

    public init(_ loadDotLottieFile: @escaping () async throws -> DotLottieFile?, @ViewBuilder placeholder: @escaping (() -> Placeholder)) {
        localAnimation = nil
        self.placeholder = placeholder
    }

    public init(_ loadAnimation: @escaping () async throws -> LottieAnimationSource?) where Placeholder == EmptyView {
        self.init(loadAnimation, placeholder: EmptyView.init)
    }

    public init(_ loadAnimation: @escaping () async throws -> LottieAnimationSource?, @ViewBuilder placeholder: @escaping () -> Placeholder) {
        localAnimation = nil
        self.placeholder = placeholder
    }

    public var body: some View {
        Group {
            if let localAnimation {
                _FrameworkPlaceholder(LottieView<EmptyView>.self, kind: "LottieView", label: localAnimation.displayName)
            } else if let placeholder, Placeholder.self != EmptyView.self {
                ZStack { placeholder() }
            } else {
                _FrameworkPlaceholder(LottieView<EmptyView>.self, kind: "LottieView")
            }
        }
        .semanticsKind("LottieView")
        .semanticsProperty("animation", localAnimation.map { SemanticsName.group($0.displayName) } ?? "(not loaded)")
        .semanticsProperty("playback", playbackName)
    }

    /// How it would play: `loop`, `playOnce`, `repeat(2)`; `paused` when it is not playing.
    var playbackName: String {
        guard case .playing(let mode) = playbackMode else { return "paused" }
        return switch mode.loopMode {
        case .playOnce: "playOnce"
        case .loop: "loop"
        case .autoReverse: "autoReverse"
        case .repeat(let count): "repeat(\(SemanticsName.number(count)))"
        case .repeatBackwards(let count): "repeatBackwards(\(SemanticsName.number(count)))"
        }
    }
}

// MARK: - Playing: named in the semantics, never played

extension LottieView {
    public func playing(_ mode: LottiePlaybackMode.PlaybackMode) -> Self {
        playbackMode(.playing(mode))
    }

    public func playing(loopMode: LottieLoopMode) -> Self {
        playbackMode(.playing(.fromProgress(nil, toProgress: 1, loopMode: loopMode)))
    }

    public func playing() -> Self {
        playbackMode(.playing(.fromProgress(nil, toProgress: 1, loopMode: .playOnce)))
    }

    public func looping() -> Self {
        playbackMode(.playing(.fromProgress(0, toProgress: 1, loopMode: .loop)))
    }

    public func paused(at state: LottiePlaybackMode.PausedState = .currentFrame) -> Self {
        playbackMode(.paused(at: state))
    }

    public func playbackMode(_ playbackMode: LottiePlaybackMode) -> Self {
        var copy = self
        copy.playbackMode = playbackMode
        return copy
    }

    @available(*, deprecated, renamed: "playing()", message: "Will be removed in a future major release.")
    public func play() -> Self {
        playing()
    }

    @available(*, deprecated, renamed: "playing(_:)", message: "Will be removed in a future major release.")
    public func play(loopMode: LottieLoopMode = .playOnce) -> Self {
        playing(loopMode: loopMode)
    }

    @available(*, deprecated, renamed: "playbackMode(_:)", message: "Will be removed in a future major release.")
    public func play(_ playbackMode: LottiePlaybackMode) -> Self {
        self.playbackMode(playbackMode)
    }

    public func animationSpeed(_ animationSpeed: Double) -> Self {
        var copy = self
        copy.animationSpeed = animationSpeed
        return copy
    }

    /// Called once the animation loads; a render loads none.
    public func animationDidLoad(_ animationDidLoad: @escaping (LottieAnimationSource) -> Void) -> Self { self }

    /// Called when playing ends; a render plays nothing.
    public func animationDidFinish(_ animationCompletionHandler: LottieCompletionBlock?) -> Self { self }

    public func currentProgress(_ currentProgress: AnimationProgressTime?) -> Self { self }
    public func currentFrame(_ currentFrame: AnimationFrameTime?) -> Self { self }
    public func currentTime(_ currentTime: TimeInterval?) -> Self { self }
    public func reloadAnimationTrigger(_ value: some Equatable, showPlaceholder: Bool = true) -> Self { self }

    public func getRealtimeAnimationProgress(_ realtimeAnimationProgress: Binding<AnimationProgressTime>?) -> some View { self }
    public func getRealtimeAnimationFrame(_ realtimeAnimationFrame: Binding<AnimationFrameTime>?) -> some View { self }
}

// MARK: - The view's settings: kept for a `LottieAnimationView` that a render never makes

extension LottieView {
    /// Takes the size offered instead of the animation's own.
    public func resizable() -> Self {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public func intrinsicSize() -> Self {
        var copy = self
        copy.isResizable = false
        return copy
    }

    public func configure(_ configure: @escaping (LottieAnimationView) -> Void) -> Self {
        var copy = self
        copy.configurations.append(configure)
        return copy
    }

    public func configure<Property>(_ property: ReferenceWritableKeyPath<LottieAnimationView, Property>, to value: Property) -> Self {
        configure { $0[keyPath: property] = value }
    }

    public func configure<Property: Equatable>(_ property: ReferenceWritableKeyPath<LottieAnimationView, Property>, to value: Property) -> Self {
        configure { $0[keyPath: property] = value }
    }

    public func backgroundBehavior(_ value: LottieBackgroundBehavior) -> Self { configure { $0.backgroundBehavior = value } }
    public func windowBackgroundBehavior(_ value: LottieBackgroundBehavior?) -> Self { configure { $0.windowBackgroundBehavior = value } }
    public func accessibilityLabel(_ accessibilityLabel: String?) -> Self { self }
    public func configuration(_ configuration: LottieConfiguration) -> Self { configure { $0.configuration = configuration } }
    public func logger(_ logger: LottieLogger) -> Self { self }
    public func imageProvider<ImageProvider: AnimationImageProvider & Equatable>(_ imageProvider: ImageProvider) -> Self { self }
    public func textProvider<TextProvider: AnimationKeypathTextProvider & Equatable>(_ textProvider: TextProvider) -> Self { self }
    public func fontProvider<FontProvider: AnimationFontProvider & Equatable>(_ fontProvider: FontProvider) -> Self { self }

    public func valueProvider<ValueProvider: AnyValueProvider & Equatable>(_ valueProvider: ValueProvider, for keypath: AnimationKeypath) -> Self {
        configure { $0.setValueProvider(valueProvider, keypath: keypath) }
    }
}

/// How values print in the semantics, as the view layer prints its own.
enum SemanticsName {
    /// A value of several words in parentheses, so it reads as one.
    static func group(_ value: String) -> String {
        value.contains(" ") ? "(\(value))" : value
    }

    static func number(_ value: Float) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
