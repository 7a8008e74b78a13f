import Foundation

/// UIKit's window, for Linux. Making it key and visible is when its root controller's
/// view appears: a hosted SwiftUI view then runs its `onAppear` actions and starts its
/// tasks, as on a device.
@MainActor
open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        didSet { rootViewController?.view.window = self }
    }

    public private(set) var isKeyWindow = false
    open var isHidden = true

    public func makeKeyAndVisible() {
        let appears = !isKeyWindow || isHidden
        isKeyWindow = true
        isHidden = false
        guard appears, let controller = rootViewController else { return }
        controller.viewWillAppear(false)
        controller.viewDidAppear(false)
    }
}
