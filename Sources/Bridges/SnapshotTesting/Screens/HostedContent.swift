import UIKit
import TextUI

/// The SwiftUI screen a UIKit controller shows: a `UIHostingController`'s root view,
/// the top of a navigation controller (in a navigation stack, under the controller's
/// title), a tab bar controller's selected tab, or the children that host SwiftUI. A
/// controller that hosts none is drawn as a placeholder named by its type.
@MainActor
enum HostedContent {
    static func view(of controller: UIViewController) -> AnyView {
        if let hosting = controller as? any _HostingViewController {
            return hosting._hostedView
        }
        if let navigation = controller as? UINavigationController {
            guard let top = navigation.topViewController else { return placeholder(controller) }
            let content = view(of: top)
            // The item's title when set, else the controller's, as UIKit's bar shows it.
            guard let title = [top.navigationItem.title, top.title].compactMap({ $0 }).first(where: { !$0.isEmpty }) else {
                return AnyView(NavigationStack { content })
            }
            return AnyView(NavigationStack { content.navigationTitle(title) })
        }
        if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
            return view(of: selected)
        }
        let hosting = controller.children.filter(hostsSwiftUI)
        switch hosting.count {
        case 0:
            return placeholder(controller)
        case 1:
            return view(of: hosting[0])
        default:
            let views = hosting.map(view(of:))
            return AnyView(VStack(spacing: 0) {
                ForEach(views.indices, id: \.self) { views[$0] }
            })
        }
    }

    /// The controller itself or a controller inside it shows SwiftUI.
    static func hostsSwiftUI(_ controller: UIViewController) -> Bool {
        controller is any _HostingViewController || controller.children.contains(where: hostsSwiftUI)
    }

    /// The view a UIKit view stands for: its controller's screen, or a placeholder.
    static func view(of uiView: UIView) -> AnyView {
        if let controller = uiView.owningViewController {
            return view(of: controller)
        }
        return AnyView(_FrameworkPlaceholder(type(of: uiView), kind: "UIView"))
    }

    /// The nearest interface style a controller, its view or a parent overrides, as
    /// UIKit hands it down; nil when nobody does.
    static func overriddenStyle(of controller: UIViewController) -> UIUserInterfaceStyle? {
        var current: UIViewController? = controller
        while let candidate = current {
            if candidate.overrideUserInterfaceStyle != .unspecified { return candidate.overrideUserInterfaceStyle }
            if let view = candidate.viewIfLoaded, view.overrideUserInterfaceStyle != .unspecified {
                return view.overrideUserInterfaceStyle
            }
            current = candidate.parent
        }
        return nil
    }

    private static func placeholder(_ controller: UIViewController) -> AnyView {
        AnyView(_FrameworkPlaceholder(type(of: controller), kind: "UIViewController"))
    }
}
