import Foundation

/// A scene: one instance of the app's UI. No system connects scenes on Linux; code can
/// make one (`UIWindowScene(session:connectionOptions:)`) and hand it to a scene
/// delegate to run the delegate's setup, as the system does on a device.
@MainActor @preconcurrency
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// What the scene was opened with; nothing opens one here, so it carries nothing
    /// unless made with contents.
    @MainActor @preconcurrency
    open class ConnectionOptions: NSObject {
        public let urlContexts: Set<UIOpenURLContext>
        public let sourceApplication: String?
        public let handoffUserActivityType: String?

        package init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            self.handoffUserActivityType = nil
            super.init()
        }
    }

    public let session: UISceneSession
    /// Held strongly, as in UIKit.
    open var delegate: (any UISceneDelegate)?
    open var title: String!
    open var activationState: ActivationState = .unattached

    public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    open func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    @MainActor @preconcurrency
    open class OpenExternalURLOptions: NSObject {
        open var universalLinksOnly = false

        public override init() {
            super.init()
        }
    }

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A URL a scene was asked to open.
@MainActor @preconcurrency
open class UIOpenURLContext: NSObject {
    public let url: URL

    package init(url: URL) {
        self.url = url
        super.init()
    }
}

/// A scene with windows: what iPhone apps have.
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    /// The scene's windows, in the order made.
    open private(set) var windows: [UIWindow] = []
    open var screen: UIScreen { .main }
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    open var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }

    /// The window that is key, if one of this scene's is.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    func add(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }

    func remove(_ window: UIWindow) {
        windows.removeAll { $0 === window }
    }
}

/// The status bar's state; there is none here.
@MainActor @preconcurrency
open class UIStatusBarManager: NSObject {
    open var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: 428, height: 47) }
    open var statusBarStyle: UIStatusBarStyle { .default }
    open var isStatusBarHidden: Bool { false }
}

/// A scene's saved identity: its role and configuration.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// The kind of scene a session is for.
    public struct Role: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        @available(*, deprecated, renamed: "windowExternalDisplayNonInteractive")
        public static let windowExternalDisplay = Role("UIWindowSceneSessionRoleExternalDisplay")
    }

    public let role: Role
    public let configuration: UISceneConfiguration
    public let persistentIdentifier: String
    open internal(set) weak var scene: UIScene?
    open var userInfo: [String: Any]?

    package init(role: Role = .windowApplication, configuration: UISceneConfiguration? = nil, persistentIdentifier: String = UUID().uuidString) {
        self.role = role
        self.configuration = configuration ?? UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}

/// Which delegate class, scene class and storyboard a scene is made with.
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    open var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}

/// Told about a scene's life. Every method is optional, as in UIKit.
@MainActor @preconcurrency
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A scene delegate with the scene's window.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
