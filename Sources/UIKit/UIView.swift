import Foundation

/// UIKit's view, for Linux: what snapshot helpers call on it. A text render is a still
/// picture and runs no animation, so turning animations off changes nothing in it.
@MainActor
open class UIView: NSObject {
    private static var animationsEnabled = true

    public static var areAnimationsEnabled: Bool { animationsEnabled }

    public static func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }
}
