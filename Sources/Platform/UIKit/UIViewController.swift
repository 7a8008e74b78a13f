import Foundation

/// UIKit's view controller, for Linux: enough to host a SwiftUI view the way snapshot
/// helpers do, and to run UIKit screen code: containment, presentation, navigation
/// items. Its view is made on first use; a window that becomes visible tells its root
/// controller that it appeared, and the root tells the children it shows. Nothing is
/// animated: `animated:` is accepted and completions run at once.
@MainActor @preconcurrency
open class UIViewController: UIResponder, UIAppearanceContainer {
    private var loadedView: UIView?

    /// There are no nib files on Linux: the name and bundle are kept, and `loadView()`
    /// makes a plain view.
    ///
    /// The defaults are not UIKit's. They make `super.init()` (which the main package's
    /// `UIHostingController` calls) resolve to this initializer, while a subclass may
    /// still declare its own `init()` without `override`, as iOS code does: in UIKit,
    /// `init()` is not a designated initializer of `UIViewController`.
    public init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        self.nibName = nibNameOrNil
        self.nibBundle = nibBundleOrNil
        super.init()
    }

    /// Controllers are not archived on Linux; this makes an empty controller, so that
    /// a subclass's `required init?(coder:)` can call `super.init(coder: coder)`.
    ///
    /// UIKit makes this initializer `required`. Here it is generic over the coder
    /// instead, which is not an override of the subclass's non-generic one: a subclass
    /// may then write `required init?(coder: NSCoder)` as iOS demands, and one that
    /// does not (the main package's `UIHostingController`) still compiles.
    public init?<Coder: NSCoder>(coder: Coder) {
        super.init()
    }

    public private(set) var nibName: String?
    public private(set) var nibBundle: Bundle?
    /// Set on controllers a storyboard made.
    public internal(set) var storyboard: UIStoryboard?

    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            loadedView?.owningViewController = self
            viewDidLoad()
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    open func loadView() {
        loadedView = UIView()
    }

    open func loadViewIfNeeded() {
        _ = view
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func didReceiveMemoryWarning() {}
    open func updateViewConstraints() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    open override var next: UIResponder? {
        loadedView?.superview ?? parent ?? presentingViewController
    }

    // MARK: - Appearance

    /// Whether the controller has appeared and not yet disappeared.
    private(set) var hasAppeared = false

    /// The children whose appearance follows this controller's: all of them, or for
    /// containers, the one they show.
    var childrenForAppearance: [UIViewController] { children }

    /// What a device does when the controller's view comes on screen: loads the view,
    /// asks it to lay out, and calls the appearance methods, then the same for the
    /// children it shows.
    func beginAppearance(animated: Bool) {
        guard !hasAppeared else { return }
        _ = view
        viewWillAppear(animated)
        viewIsAppearing(animated)
        updateProperties()
        viewWillLayoutSubviews()
        viewDidLayoutSubviews()
        hasAppeared = true
        viewDidAppear(animated)
        childrenForAppearance.forEach { $0.beginAppearance(animated: animated) }
    }

    func endAppearance(animated: Bool) {
        guard hasAppeared else { return }
        viewWillDisappear(animated)
        hasAppeared = false
        viewDidDisappear(animated)
        childrenForAppearance.forEach { $0.endAppearance(animated: animated) }
    }

    open var isBeingPresented: Bool { false }
    open var isBeingDismissed: Bool { false }
    open var isMovingToParent: Bool { false }
    open var isMovingFromParent: Bool { false }
    /// The transition in progress: none ever is, as nothing animates here.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    /// How the controller comes on screen when pushed or presented (iOS 18): kept, as
    /// nothing animates.
    open var preferredTransition: Transition?

    // MARK: - Properties updated before layout (iOS 26)

    private var needsUpdateProperties = false

    /// Where a controller sets its views' properties from observable state. UIKit calls
    /// it before `viewWillLayoutSubviews()`, and so does a render.
    open func updateProperties() {}

    open func setNeedsUpdateProperties() {
        needsUpdateProperties = true
    }

    open func updatePropertiesIfNeeded() {
        guard needsUpdateProperties else { return }
        needsUpdateProperties = false
        updateProperties()
    }

    // MARK: - Scroll views the bars follow (iOS 15)

    private var contentScrollViews: [(edge: NSDirectionalRectEdge, scrollView: UIScrollView?)] = []

    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        contentScrollViews.removeAll { !$0.edge.isDisjoint(with: edge) }
        contentScrollViews.append((edge, scrollView))
    }

    open func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: [.top, .bottom])
    }

    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        contentScrollViews.last { !$0.edge.isDisjoint(with: edge) }?.scrollView
    }

    // MARK: - Segues (none are performed on Linux)

    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func performSegue(withIdentifier identifier: String, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // MARK: - Title and items

    /// Also the navigation item's title, as in UIKit.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    open private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

    open var tabBarItem: UITabBarItem! {
        get {
            if let ownTabBarItem { return ownTabBarItem }
            let item = UITabBarItem(title: title, image: nil, selectedImage: nil)
            ownTabBarItem = item
            return item
        }
        set { ownTabBarItem = newValue }
    }

    private var ownTabBarItem: UITabBarItem?

    open var toolbarItems: [UIBarButtonItem]?

    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    open var hidesBottomBarWhenPushed = false
    open var isEditing = false

    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// A bar button that toggles editing, as UIKit's `editButtonItem`.
    open private(set) lazy var editButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: Selector("editButtonTapped"))

    // MARK: - Traits and status bar

    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// Light, unless this controller, a parent or the view's ancestors override it.
    open var traitCollection: UITraitCollection {
        if overrideUserInterfaceStyle != .unspecified {
            return UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)
        }
        if let parent { return parent.traitCollection }
        return loadedView?.traitCollection ?? UITraitCollection(userInterfaceStyle: .light)
    }

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var shouldAutorotate: Bool { true }

    open func setNeedsStatusBarAppearanceUpdate() {}
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    open var preferredContentSize: CGSize = .zero
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars = false
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    open var restorationIdentifier: String?

    // MARK: - Containment

    open internal(set) weak var parent: UIViewController?
    open internal(set) var children: [UIViewController] = []

    /// Adds a child, calling its `willMove(toParent:)` as UIKit does; the caller calls
    /// `didMove(toParent:)` once the child's view is in place.
    open func addChild(_ childController: UIViewController) {
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Leaves the parent. The caller calls `willMove(toParent: nil)` first, as in UIKit;
    /// this calls `didMove(toParent: nil)`.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing { beginAppearance(animated: animated) } else { endAppearance(animated: animated) }
    }

    open func endAppearanceTransition() {}

    /// The closest navigation controller among this controller and its parents.
    open var navigationController: UINavigationController? {
        var candidate = parent
        while let current = candidate {
            if let navigation = current as? UINavigationController { return navigation }
            candidate = current.parent
        }
        return nil
    }

    open var tabBarController: UITabBarController? {
        var candidate = parent
        while let current = candidate {
            if let tabs = current as? UITabBarController { return tabs }
            candidate = current.parent
        }
        return nil
    }

    // MARK: - Presentation

    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation = false
    open var modalPresentationCapturesStatusBarAppearance = false
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    open private(set) var presentedViewController: UIViewController?
    open private(set) weak var presentingViewController: UIViewController?

    private var ownPresentationController: UIPresentationController?

    /// The object that manages the presentation, once the controller is presented or
    /// asked for it, as UIKit makes one on demand.
    open var presentationController: UIPresentationController? {
        if let ownPresentationController { return ownPresentationController }
        let made: UIPresentationController
        switch modalPresentationStyle {
        case .popover: made = UIPopoverPresentationController(presentedViewController: self, presenting: presentingViewController)
        case .automatic, .pageSheet, .formSheet: made = UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
        default: made = UIPresentationController(presentedViewController: self, presenting: presentingViewController)
        }
        ownPresentationController = made
        return made
    }

    /// Non-nil when the controller is presented as a popover, as in UIKit.
    open var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }

    /// Non-nil when the controller is presented as a sheet, as in UIKit.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// Presents a controller over this one: it appears at once, then `completion` runs.
    /// As in UIKit, a controller that is already presenting one presents no other.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil else { return }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.beginAppearance(animated: flag)
        completion?()
    }

    /// Dismisses what this controller presents, or, when it presents nothing, itself
    /// from the controller that presented it.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            if presented.presentedViewController != nil {
                presented.dismiss(animated: flag)
            }
            presented.endAppearance(animated: flag)
            presented.presentingViewController = nil
            presentedViewController = nil
            completion?()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: flag, completion: completion)
        } else {
            completion?()
        }
    }

    /// Pushes onto the navigation controller when there is one, else presents.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }
}

/// The style of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// Custom presentation animations; none run here, the type is accepted.
@MainActor @preconcurrency
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {}
