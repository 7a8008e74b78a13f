import Foundation

/// How a loaded image replaces the placeholder: `imageView.sd_imageTransition = .fade`.
/// Kept as set; a still picture shows no transition.
open class SDWebImageTransition: NSObject, @unchecked Sendable {
    open var avoidAutoSetImage = false
    open var duration: TimeInterval = 0.5
    let name: String

    init(name: String, duration: TimeInterval = 0.5) {
        self.name = name
        self.duration = duration
        super.init()
    }

    public static var fade: SDWebImageTransition { SDWebImageTransition(name: "fade") }
    public static var flipFromLeft: SDWebImageTransition { SDWebImageTransition(name: "flipFromLeft") }
    public static var flipFromRight: SDWebImageTransition { SDWebImageTransition(name: "flipFromRight") }
    public static var flipFromTop: SDWebImageTransition { SDWebImageTransition(name: "flipFromTop") }
    public static var flipFromBottom: SDWebImageTransition { SDWebImageTransition(name: "flipFromBottom") }
    public static var curlUp: SDWebImageTransition { SDWebImageTransition(name: "curlUp") }
    public static var curlDown: SDWebImageTransition { SDWebImageTransition(name: "curlDown") }

    public static func fade(duration: TimeInterval) -> SDWebImageTransition { SDWebImageTransition(name: "fade", duration: duration) }
    public static func flipFromLeft(duration: TimeInterval) -> SDWebImageTransition { SDWebImageTransition(name: "flipFromLeft", duration: duration) }
    public static func flipFromRight(duration: TimeInterval) -> SDWebImageTransition { SDWebImageTransition(name: "flipFromRight", duration: duration) }
    public static func flipFromTop(duration: TimeInterval) -> SDWebImageTransition { SDWebImageTransition(name: "flipFromTop", duration: duration) }
    public static func flipFromBottom(duration: TimeInterval) -> SDWebImageTransition { SDWebImageTransition(name: "flipFromBottom", duration: duration) }
    public static func curlUp(duration: TimeInterval) -> SDWebImageTransition { SDWebImageTransition(name: "curlUp", duration: duration) }
    public static func curlDown(duration: TimeInterval) -> SDWebImageTransition { SDWebImageTransition(name: "curlDown", duration: duration) }
}
