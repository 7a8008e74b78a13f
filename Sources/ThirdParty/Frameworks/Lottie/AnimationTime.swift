import Foundation

/// A frame of an animation.
public typealias AnimationFrameTime = CGFloat

/// How far through an animation, 0 to 1.
public typealias AnimationProgressTime = CGFloat

/// Called when playing stops: true when the animation played to its end.
public typealias LottieCompletionBlock = (_ completed: Bool) -> Void
