import Foundation

/// UIKit's view controller, for Linux: enough to host a SwiftUI view the way snapshot
/// helpers do. Its view is made on first use; a window that becomes visible tells its
/// root controller that it appeared.
@MainActor
open class UIViewController {
    private var loadedView: UIView?

    public init() {}

    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    open func loadView() {
        loadedView = UIView()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
}
