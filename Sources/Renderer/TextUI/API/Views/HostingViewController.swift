/// A controller that shows a SwiftUI view, whatever that view's type: how a snapshot
/// of a `UIViewController` finds the screen it hosts. Underscored: it is the harness's.
/// `UIHostingController` (in `SwiftUI`, beside UIKit) is the one that conforms; the
/// protocol names no UIKit type, so the view layer compiles without UIKit.
@MainActor
public protocol _HostingViewController: AnyObject {
    var _hostedView: AnyView { get }
}
