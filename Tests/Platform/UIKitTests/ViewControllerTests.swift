import Foundation
import Testing
import UIKit

/// Records the appearance calls a controller receives, in order.
final class RecordingViewController: UIViewController {
    var calls: [String] = []

    override func viewDidLoad() { super.viewDidLoad(); calls.append("didLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); calls.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); calls.append("didDisappear") }
}

/// The shape of the main package's `UIHostingController`: its own designated
/// initializer calling `super.init()`, and no `init(coder:)`.
final class HostLikeController<Content>: UIViewController {
    let rootView: Content

    init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
}

@Suite("UIViewController")
@MainActor
struct ViewControllerTests {
    @Test("addChild sets the parent and the children; removeFromParent undoes both")
    func containment() {
        let parent = UIViewController()
        let first = UIViewController()
        let second = UIViewController()
        parent.addChild(first)
        parent.addChild(second)
        #expect(parent.children == [first, second])
        #expect(first.parent === parent)
        first.removeFromParent()
        #expect(parent.children == [second])
        #expect(first.parent == nil)
    }

    @Test("present sets presented and presenting; dismiss clears both and runs the completion")
    func presentation() {
        let presenter = UIViewController()
        let sheet = RecordingViewController()
        var completed = false
        presenter.present(sheet, animated: true) { completed = true }
        #expect(presenter.presentedViewController === sheet)
        #expect(sheet.presentingViewController === presenter)
        #expect(completed)
        #expect(sheet.calls == ["didLoad", "willAppear", "didAppear"])

        let other = UIViewController()
        presenter.present(other, animated: false)
        #expect(presenter.presentedViewController === sheet, "a controller already presenting presents no other")

        sheet.dismiss(animated: true)
        #expect(presenter.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
        #expect(sheet.calls.suffix(2) == ["willDisappear", "didDisappear"])
    }

    @Test("Setting the title sets the navigation item's title")
    func title() {
        let controller = UIViewController()
        controller.title = "Settings"
        #expect(controller.navigationItem.title == "Settings")
    }

    @Test("A window shows its root and the children the root shows")
    func windowAppearance() {
        let root = RecordingViewController()
        let child = RecordingViewController()
        root.addChild(child)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = root
        #expect(window.isHidden)
        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(root.calls == ["didLoad", "willAppear", "didAppear"])
        #expect(child.calls.contains("didAppear"))
        #expect(root.view.window === window)
    }

    @Test("A subclass shaped like UIHostingController still compiles and initializes")
    func hostLikeSubclass() {
        let host = HostLikeController(rootView: "content")
        #expect(host.rootView == "content")
        #expect(host.nibName == nil)
    }

    @Test("A subclass's required init(coder:) can call super, as storyboard code does")
    func coderInit() {
        final class FromStoryboard: UIViewController {
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        #expect(FromStoryboard(coder: NSCoder()) != nil)
    }

    @Test("A storyboard gives a plain controller for its initial scene, or the creator's")
    func storyboard() {
        let storyboard = UIStoryboard(name: "LaunchScreen", bundle: nil)
        let initial = storyboard.instantiateInitialViewController()
        #expect(initial != nil)
        #expect(initial?.storyboard === storyboard)
        let made = storyboard.instantiateViewController(identifier: "Scanner") { _ in RecordingViewController() }
        #expect(made.calls.isEmpty)
    }
}

@Suite("UINavigationController")
@MainActor
struct NavigationControllerTests {
    @Test("Push and pop keep the stack, the children and the top")
    func stack() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let second = UIViewController()
        let third = UIViewController()
        navigation.pushViewController(second, animated: true)
        navigation.pushViewController(third, animated: false)
        #expect(navigation.viewControllers == [root, second, third])
        #expect(navigation.topViewController === third)
        #expect(third.navigationController === navigation)
        #expect(third.parent === navigation)

        #expect(navigation.popViewController(animated: true) === third)
        #expect(navigation.viewControllers == [root, second])
        #expect(third.parent == nil)

        navigation.pushViewController(third, animated: false)
        #expect(navigation.popToRootViewController(animated: true) == [second, third])
        #expect(navigation.viewControllers == [root])
        #expect(navigation.popViewController(animated: true) == nil, "the root is never popped")
    }

    @Test("Once shown, pushing moves appearance from the old top to the new one")
    func appearanceOnPush() {
        let root = RecordingViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: .zero)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(root.calls == ["didLoad", "willAppear", "didAppear"])

        let pushed = RecordingViewController()
        navigation.pushViewController(pushed, animated: true)
        #expect(root.calls.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(pushed.calls == ["didLoad", "willAppear", "didAppear"])

        navigation.popViewController(animated: true)
        #expect(pushed.calls.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(root.calls.suffix(2) == ["willAppear", "didAppear"])
    }

    @Test("setViewControllers replaces the stack and the bar's items")
    func replace() {
        let navigation = UINavigationController()
        let first = UIViewController()
        first.title = "First"
        let second = UIViewController()
        navigation.setViewControllers([first, second], animated: false)
        #expect(navigation.viewControllers == [first, second])
        #expect(navigation.navigationBar.items?.first?.title == "First")
        navigation.viewControllers = [second]
        #expect(first.parent == nil)
        #expect(navigation.viewControllers == [second])
    }

    @Test("The interactive pop gesture takes a delegate, weakly")
    func popGestureDelegate() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.interactivePopGestureRecognizer?.delegate = navigation
        #expect(navigation.interactivePopGestureRecognizer?.delegate === navigation)
        #expect(navigation.gestureRecognizerShouldBegin(navigation.interactivePopGestureRecognizer!) == false)
    }

    @Test("A tab bar controller selects among its controllers")
    func tabs() {
        let tabs = UITabBarController()
        let first = UIViewController()
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Second", image: UIImage(systemName: "star"), tag: 1)
        tabs.viewControllers = [first, second]
        #expect(tabs.selectedViewController === first)
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === second)
        #expect(second.tabBarController === tabs)
        #expect(tabs.tabBar.items?.last?.title == "Second")
    }
}
