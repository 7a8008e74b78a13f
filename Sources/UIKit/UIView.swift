import Foundation

/// UIKit's view, for Linux: what snapshot helpers touch when they host a SwiftUI view
/// (a frame, a window). A text render is a still picture and runs no animation, so
/// turning animations off changes nothing in it.
@MainActor
open class UIView {
    open var frame: CGRect
    open var backgroundColor: UIColor?
    /// The window the view is in, once its controller is a window's root.
    open internal(set) weak var window: UIWindow?

    public init(frame: CGRect) {
        self.frame = frame
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    open func layoutIfNeeded() {}
    open func setNeedsLayout() {}

    private static var animationsEnabled = true

    public static var areAnimationsEnabled: Bool { animationsEnabled }

    public static func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }
}
