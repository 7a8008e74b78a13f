import SwiftUI

/// SDWebImageSwiftUI's transitions for `.transition(.fade(duration: 0.5))`. A still
/// picture shows the view at rest, whatever the transition.
extension AnyTransition {
    public static var fade: AnyTransition { .opacity }
    public static func fade(duration: Double) -> AnyTransition { AnyTransition.opacity.animation(.linear(duration: duration)) }
    public static var flipFromLeft: AnyTransition { .identity }
    public static func flipFromLeft(duration: Double) -> AnyTransition { .identity }
    public static var flipFromRight: AnyTransition { .identity }
    public static func flipFromRight(duration: Double) -> AnyTransition { .identity }
    public static var flipFromTop: AnyTransition { .identity }
    public static func flipFromTop(duration: Double) -> AnyTransition { .identity }
    public static var flipFromBottom: AnyTransition { .identity }
    public static func flipFromBottom(duration: Double) -> AnyTransition { .identity }
}
