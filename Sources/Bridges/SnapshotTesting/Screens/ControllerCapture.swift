import UIKit
import TextUI

/// A controller snapshotted as swift-snapshot-testing does: put in a window of the
/// device's size so that its view loads and it appears (its `viewDidLoad`, its SwiftUI
/// `onAppear`), then drawn with the device's traits and any style the controller
/// overrides (`overrideUserInterfaceStyle = .dark`).
@MainActor
enum ControllerCapture {
    static func image(of controller: UIViewController, config: ViewImageConfig?, size: CGSize?, traits: UITraitCollection) -> UIImage {
        var config = config ?? ViewImageConfig()
        if let size {
            config.size = size
        } else if config.size == nil {
            let frame = controller.view.frame.size
            config.size = frame.width > 0 && frame.height > 0 ? frame : ScreenCapture.defaultScreen
        }
        let screen = config.size ?? ScreenCapture.defaultScreen
        if controller.view.window == nil {
            let window = UIWindow(frame: CGRect(origin: .zero, size: screen))
            window.rootViewController = controller
            window.makeKeyAndVisible()
        }
        var collections = [config.traits, traits]
        if let style = HostedContent.overriddenStyle(of: controller) {
            collections.append(UITraitCollection(userInterfaceStyle: style))
        }
        return ScreenCapture.capture(
            HostedContent.view(of: controller), layout: .device(config), traits: ScreenTraits(collections),
            screenName: String(describing: type(of: controller)), size: screen
        )
    }
}
