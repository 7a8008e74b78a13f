/// An animation, or a `.lottie` file of animations.
public enum LottieAnimationSource: Sendable {
    case lottieAnimation(LottieAnimation)
    case dotLottieFile(DotLottieFile)

    /// The name or file it is drawn as.
    var displayName: String {
        switch self {
        case .lottieAnimation(let animation): animation.displayName
        case .dotLottieFile(let file): file.displayName
        }
    }
}

extension LottieAnimation {
    public var animationSource: LottieAnimationSource { .lottieAnimation(self) }
}

extension DotLottieFile {
    public var animationSource: LottieAnimationSource { .dotLottieFile(self) }
}
