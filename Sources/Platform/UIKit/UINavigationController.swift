import Foundation

/// A stack of controllers, the top one shown. Pushing and popping keep the stack and
/// the children as UIKit does, and, once the navigation controller has appeared, move
/// appearance from the old top to the new one. Nothing slides: `animated:` is accepted.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    open weak var delegate: (any UINavigationControllerDelegate)?

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public override init?<Coder: NSCoder>(coder: Coder) {
        super.init(coder: coder)
    }

    /// The stack, bottom first.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { children.last }

    /// The top controller, or what it presents.
    open var visibleViewController: UIViewController? {
        var visible = topViewController
        while let presented = visible?.presentedViewController { visible = presented }
        return visible ?? presentedViewController
    }

    override var childrenForAppearance: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    public private(set) lazy var navigationBar = UINavigationBar()
    public private(set) lazy var toolbar: UIToolbar! = UIToolbar()

    open var isNavigationBarHidden = false
    open var isToolbarHidden = true
    open var hidesBarsOnSwipe = false
    open var hidesBarsOnTap = false
    open var hidesBarsWhenKeyboardAppears = false

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// The edge-swipe that pops; it never fires here.
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = UIScreenEdgePanGestureRecognizer()
    /// The pan anywhere in the content that pops (iOS 26); it never fires here either.
    public private(set) lazy var interactiveContentPopGestureRecognizer: UIGestureRecognizer? = UIPanGestureRecognizer()

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !children.contains(where: { $0 === viewController }) else { return }
        let previous = topViewController
        delegate?.navigationController(self, willShow: viewController, animated: animated)
        addChild(viewController)
        navigationBar.pushItem(viewController.navigationItem, animated: animated)
        if hasAppeared {
            previous?.endAppearance(animated: animated)
            viewController.beginAppearance(animated: animated)
        }
        viewController.didMove(toParent: self)
        delegate?.navigationController(self, didShow: viewController, animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = topViewController else { return nil }
        pop(to: children[children.count - 2], animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return pop(to: root, animated: animated)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard children.contains(where: { $0 === viewController }) else { return nil }
        return pop(to: viewController, animated: animated)
    }

    @discardableResult
    private func pop(to target: UIViewController, animated: Bool) -> [UIViewController] {
        guard let index = children.firstIndex(where: { $0 === target }), index < children.count - 1 else { return [] }
        let popped = Array(children[(index + 1)...])
        delegate?.navigationController(self, willShow: target, animated: animated)
        if hasAppeared { topViewController?.endAppearance(animated: animated) }
        for controller in popped.reversed() {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        navigationBar.setItems(children.map(\.navigationItem), animated: animated)
        if hasAppeared { target.beginAppearance(animated: animated) }
        delegate?.navigationController(self, didShow: target, animated: animated)
        return popped
    }

    /// Replaces the stack. Controllers no longer in it leave; new ones join.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let previousTop = topViewController
        for controller in children where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        let kept = children
        for controller in viewControllers where !kept.contains(where: { $0 === controller }) {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        children = viewControllers
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: animated)
        if hasAppeared, previousTop !== topViewController {
            previousTop?.endAppearance(animated: animated)
            topViewController?.beginAppearance(animated: animated)
        }
    }
}

/// Told when the navigation controller shows a controller.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// Tabs, one controller per tab, the selected one shown.
@MainActor @preconcurrency
open class UITabBarController: UIViewController {
    open weak var delegate: (any UITabBarControllerDelegate)?

    public private(set) lazy var tabBar = UITabBar()

    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = selectedViewController
        for controller in children {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in viewControllers ?? [] {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabBar.items = viewControllers?.map { $0.tabBarItem }
        selectedIndex = min(selectedIndex, max((viewControllers?.count ?? 1) - 1, 0))
        if hasAppeared, previous !== selectedViewController {
            previous?.endAppearance(animated: animated)
            selectedViewController?.beginAppearance(animated: animated)
        }
    }

    open var selectedIndex = 0 {
        didSet {
            guard hasAppeared, oldValue != selectedIndex, children.indices.contains(oldValue) else { return }
            children[oldValue].endAppearance(animated: false)
            selectedViewController?.beginAppearance(animated: false)
        }
    }

    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
        set {
            if let newValue, let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    override var childrenForAppearance: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }
}

/// Asked before a tab is selected and told after.
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
