/// A controller that shows a SwiftUI view, whatever that view's type: how a snapshot
/// of a `UIViewController` finds the screen it hosts. Underscored: it is the harness's.
/// `UIHostingController` (in `TextUI`, over UIKit) is the one that conforms; the
/// protocol names no UIKit type, so the view layer's core compiles without UIKit.
@MainActor
public protocol _HostingViewController: AnyObject {
    var _hostedView: AnyView { get }
}
