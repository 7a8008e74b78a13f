import Foundation
import Testing
import UIKit

@Suite("UIView and Auto Layout")
@MainActor
struct ViewAndLayoutTests {
    @Test("addSubview and removeFromSuperview keep the tree")
    func hierarchy() {
        let parent = UIView()
        let first = UIView()
        let second = UIView()
        parent.addSubview(first)
        parent.addSubview(second)
        #expect(parent.subviews == [first, second])
        #expect(first.superview === parent)
        parent.bringSubviewToFront(first)
        #expect(parent.subviews == [second, first])
        first.removeFromSuperview()
        #expect(parent.subviews == [second])
        #expect(first.superview == nil)
    }

    @Test("activate adds constraints to the common ancestor and marks them active")
    func activate() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 16)
        let height = child.heightAnchor.constraint(equalToConstant: 44)
        #expect(!leading.isActive)
        NSLayoutConstraint.activate([leading, height])
        #expect(leading.isActive && height.isActive)
        #expect(parent.constraints.contains { $0 === leading })
        #expect(child.constraints.contains { $0 === height })
        #expect(leading.constant == 16)
        #expect(leading.firstAttribute == .leading && leading.relation == .equal)
        #expect(height.secondItem == nil)

        NSLayoutConstraint.deactivate([leading])
        #expect(!leading.isActive)
        #expect(!parent.constraints.contains { $0 === leading })
    }

    @Test("Removing a view removes the constraints that tie it to the tree")
    func removeDropsConstraints() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        let top = child.topAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.topAnchor)
        top.isActive = true
        #expect(parent.constraints.count == 1)
        child.removeFromSuperview()
        #expect(parent.constraints.isEmpty)
        #expect(!top.isActive)
    }

    @Test("Anchors relate by kind and keep multiplier and priority")
    func anchors() {
        let view = UIView()
        let other = UIView()
        let width = view.widthAnchor.constraint(lessThanOrEqualTo: other.widthAnchor, multiplier: 0.5)
        width.priority = .defaultHigh
        #expect(width.multiplier == 0.5)
        #expect(width.relation == .lessThanOrEqual)
        #expect(width.priority == UILayoutPriority(750))
        let spacing = view.topAnchor.constraint(greaterThanOrEqualTo: other.bottomAnchor, constant: 8)
        #expect(spacing.secondAttribute == .bottom)
    }

    @Test("Tint is inherited from the superview; traits from an override")
    func inheritance() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .systemRed
        #expect(child.tintColor == .systemRed)
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("Gesture recognizers join and leave their view")
    func gestures() {
        let view = UIView()
        let tap = UITapGestureRecognizer(target: nil, action: Selector("tapped"))
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1)
        #expect(tap.view === view)
        #expect(tap._actions == [Selector("tapped")])
        view.removeGestureRecognizer(tap)
        #expect(view.gestureRecognizers == nil)
        #expect(tap.view == nil)
    }

    @Test("Animations apply their changes at once and complete")
    func animation() {
        let view = UIView()
        var finished: Bool?
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: { view.alpha = 0 }) { finished = $0 }
        #expect(view.alpha == 0)
        #expect(finished == true)
    }

    @Test("Edge insets: zero and memberwise")
    func insets() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        #expect(rect == CGRect(x: 10, y: 5, width: 80, height: 40))
        #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).trailing == 4)
    }

    @Test("A stack view arranges what it is given, in order")
    func stackView() {
        let first = UILabel()
        let second = UIButton(type: .system)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        #expect(stack.arrangedSubviews == [first, second])
        #expect(stack.subviews == [first, second])
        second.removeFromSuperview()
        #expect(stack.arrangedSubviews == [first])
    }
}

@Suite("Appearance proxies")
@MainActor
struct AppearanceTests {
    @Test("appearance() is one shared proxy per class, of that class")
    func sharedPerClass() {
        UITableViewCell.appearance().selectionStyle = .none
        #expect(UITableViewCell.appearance() === UITableViewCell.appearance())
        #expect(UITableViewCell.appearance().selectionStyle == .none)
        let navigationBar: UINavigationBar = UINavigationBar.appearance()
        #expect(navigationBar !== UIView.appearance())
        #expect(type(of: UICollectionView.appearance()) == UICollectionView.self)
        #expect(UITableViewCell().selectionStyle == .default, "a proxy's settings are recorded, not applied")
    }

    @Test("Scoped proxies are apart from the unscoped one")
    func scoped() {
        let scoped = UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
        #expect(scoped !== UILabel.appearance())
        #expect(scoped === UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]))
        #expect(UIBarButtonItem.appearance() === UIBarButtonItem.appearance())
    }
}
