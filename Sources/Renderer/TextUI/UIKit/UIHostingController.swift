import TextUICore
import UIKit

/// SwiftUI's bridge into UIKit, for Linux: a controller whose root view is a SwiftUI
/// view. Snapshot helpers put one in a window so that the view appears; when it does,
/// its `onAppear` actions run and its tasks start (`ScreenRenderer.appear(_:)`), and a
/// snapshot of `rootView` afterwards shows what they changed.
///
///     let controller = UIHostingController(rootView: AvatarView(url: url))
///     let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
///     window.rootViewController = controller
///     window.makeKeyAndVisible()   // the view appears; its tasks start
open class UIHostingController<Content: View>: UIViewController, _HostingViewController {
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ScreenRenderer().appear(rootView)
    }
}

extension UIHostingController {
    public var _hostedView: AnyView { AnyView(rootView) }
}
