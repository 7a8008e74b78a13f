import Foundation
import Testing
import UIKit

/// What hosting code of an iOS 15–26 app calls on its controllers, bars and recognizers,
/// declared as UIKit declares it: it compiles, keeps what code sets, and answers as a
/// device on which nothing is moving answers.
@MainActor
@Suite("UIKit hosting API, iOS 15–26")
struct HostingAPITests {
    private final class PropertiesController: UIViewController {
        var updates = 0
        override func updateProperties() {
            super.updateProperties()
            updates += 1
        }
    }

    @Test("A navigation controller has iOS 26's content pop recognizer, and no transition is in progress")
    func navigationHosting() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.interactiveContentPopGestureRecognizer is UIPanGestureRecognizer)
        #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        #expect(navigation.transitionCoordinator == nil)
        #expect(navigation.topViewController?.transitionCoordinator == nil)
    }

    @Test("Code that animates alongside a transition compiles, with UIKit's optional completion")
    func transitionCoordinatorShape() {
        func alongside(_ coordinator: any UIViewControllerTransitionCoordinator, view: UIView) {
            coordinator.animate(alongsideTransition: { context in
                _ = context.viewController(forKey: .from)
                _ = context.view(forKey: .to)
                _ = context.isCancelled
            })
            coordinator.animate(alongsideTransition: nil) { context in _ = context.completionCurve == .easeInOut }
            coordinator.animateAlongsideTransition(in: view, animation: { _ in })
            coordinator.notifyWhenInteractionChanges { _ in }
        }
        let controller = UIViewController()
        if let coordinator = controller.transitionCoordinator { alongside(coordinator, view: controller.view) }
        #expect(UITransitionContextViewControllerKey.from != .to)
    }

    @Test("updateProperties runs before layout as the controller appears, and when flagged")
    func updateProperties() {
        let controller = PropertiesController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.updates == 1)
        controller.updatePropertiesIfNeeded()
        #expect(controller.updates == 1)
        controller.setNeedsUpdateProperties()
        controller.updatePropertiesIfNeeded()
        #expect(controller.updates == 2)
    }

    @Test("A preferred transition, content scroll views, bar items and navigation items keep what code sets")
    func keptSettings() {
        let controller = UIViewController()
        controller.preferredTransition = .zoom { context in context.sourceViewController.view }
        #expect(controller.preferredTransition?._name == "zoom")
        let scrollView = UIScrollView(frame: .zero)
        controller.setContentScrollView(scrollView, for: .top)
        #expect(controller.contentScrollView(for: .top) === scrollView)
        #expect(controller.contentScrollView(for: .bottom) == nil)

        let item = UIBarButtonItem(systemItem: .add)
        item.badge = .count(3)
        item.hidesSharedBackground = true
        #expect(item.badge?.stringValue == "3")
        #expect(item.hidesSharedBackground)

        let navigationItem = controller.navigationItem
        navigationItem.subtitle = "3 unread"
        navigationItem.preferredSearchBarPlacement = .integrated
        navigationItem.style = .editor
        #expect(navigationItem.subtitle == "3 unread")
        #expect(navigationItem.preferredSearchBarPlacement == .integrated)
        #expect(navigationItem.style == .editor)
    }

    @Test("A search controller in the navigation item tells its updater when it becomes active")
    func searchController() {
        final class Updater: NSObject, UISearchResultsUpdating {
            var updates = 0
            func updateSearchResults(for searchController: UISearchController) { updates += 1 }
        }
        let updater = Updater()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = updater
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search"
        let controller = UIViewController()
        controller.navigationItem.searchController = search
        #expect(controller.navigationItem.searchController === search)
        search.isActive = true
        #expect(updater.updates == 1)
        search.isActive = true
        #expect(updater.updates == 1)
    }

    @Test("Recognizers keep their targets, failure requirements and settings; a subclass overrides touches")
    func gestureRecognizers() {
        final class Swipe: UIGestureRecognizer {
            var began = false
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                began = true
                state = .began
            }
        }
        final class Target: NSObject {}
        let target = Target()
        let tap = UITapGestureRecognizer(target: target, action: Selector("tapped"))
        let doubleTap = UITapGestureRecognizer(target: target, action: Selector("doubleTapped"))
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        #expect(tap._failureRequirements.first === doubleTap)
        tap.addTarget(target, action: Selector("logged"))
        #expect(tap._actions == [Selector("tapped"), Selector("logged")])
        tap.removeTarget(target, action: Selector("tapped"))
        #expect(tap._actions == [Selector("logged")])
        #expect(tap.buttonMaskRequired == .primary)
        #expect(tap.allowedTouchTypes.count == 4)
        #expect(tap.state == .possible)

        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        #expect(pan.allowedScrollTypesMask.contains(.continuous))
        let hover = UIHoverGestureRecognizer(target: nil, action: nil)
        #expect(hover.zOffset == 0)

        let swipe = Swipe()
        swipe.touchesBegan([UITouch()], with: UIEvent())
        #expect(swipe.began && swipe.state == .began)
        #expect(UIEvent().modifierFlags.isEmpty)
    }

    @Test("iOS 17's trait change registration compiles with UIKit's forms; a render's traits never change")
    func traitChanges() {
        final class Themed: UIViewController {
            var changes = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self]) { (self: Themed, _: UITraitCollection) in
                    self.changes += 1
                }
                let registration = view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self], action: Selector("relayout"))
                view.unregisterForTraitChanges(registration)
            }
        }
        let controller = Themed()
        controller.loadViewIfNeeded()
        #expect(controller.changes == 0)
        let environment: any UITraitEnvironment = controller
        #expect(environment.traitCollection.userInterfaceStyle == .light)
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance)
    }

    @Test("Every text content type autofill offers is declared")
    func textContentTypes() {
        let types: [UITextContentType] = [.username, .password, .oneTimeCode, .creditCardNumber, .birthdate, .flightNumber, .cellularEID]
        #expect(Set(types).count == types.count)
        #expect(UITextContentType.username.rawValue == "username")
    }
}
