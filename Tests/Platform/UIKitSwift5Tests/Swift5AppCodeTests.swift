import Testing
import UIKit

/// The app code in `AppScreens.swift` compiled in Swift 5 mode, and run once.
@Suite("Swift 5 app code")
@MainActor
struct Swift5AppCodeTests {
    @Test("A scene delegate sets up a window whose navigation stack holds the pushed screen")
    func sceneSetup() {
        let scene = UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
        let delegate = SceneDelegate()
        delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        let navigation = delegate.window?.rootViewController as? UINavigationController
        #expect(navigation?.viewControllers.count == 2)
        #expect(scene.keyWindow === delegate.window)
    }

    @Test("UIDevice satisfies an app's versioning protocol")
    func deviceVersioning() {
        let versioning: SystemVersioning = UIDevice.current
        #expect(versioning.systemName == "iOS")
    }
}
