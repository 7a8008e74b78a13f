import Foundation
import UIKit

/// Kingfisher's image view for animated images. Nothing animates on Linux: it keeps
/// its settings and shows its image as a `UIImageView` does.
@MainActor @preconcurrency
open class AnimatedImageView: UIImageView {
    /// How many times the animation plays.
    public enum RepeatCount: Equatable, Sendable {
        case once
        case finite(count: UInt)
        case infinite
    }

    public var autoPlayAnimatedImage = true
    public var framePreloadCount = 10
    public var needsPrescaling = true
    public var backgroundDecode = true
    public var runLoopMode: RunLoop.Mode = .common
    public var repeatCount = RepeatCount.infinite
    public var purgeFramesOnBackground = false
}
