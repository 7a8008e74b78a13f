import Foundation

/// The running app, as screen code reaches it (`UIApplication.shared`). On Linux no app
/// runs: opening a URL does nothing, and nothing can be opened. It is the responder
/// chain's end and keeps the delegate, the scenes code connects, and what code sets.
@MainActor @preconcurrency
public final class UIApplication: UIResponder {
    public static let shared = UIApplication()

    public static let openSettingsURLString = "app-settings:"
    public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// What the app was launched with, for `application(_:didFinishLaunchingWithOptions:)`.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let annotation = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        public static let bluetoothCentrals = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsBluetoothCentralsKey")
        public static let bluetoothPeripherals = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsBluetoothPeripheralsKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    }

    /// What a URL was opened with, for `application(_:open:options:)`.
    public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        public static let eventAttribution = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsEventAttributionKey")
    }

    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Set by the app; nothing shows it here.
    public var applicationIconBadgeNumber = 0

    public var isIdleTimerDisabled = false

    /// The app's delegate. UIKit does not retain it (the system does); held weakly.
    public weak var delegate: (any UIApplicationDelegate)?

    public var applicationState: State = .active

    /// The scenes code connected with `_connect(_:)`; on a device, the system's.
    public private(set) var connectedScenes: Set<UIScene> = []

    public var openSessions: Set<UISceneSession> {
        Set(connectedScenes.map(\.session))
    }

    public var supportsMultipleScenes: Bool { false }
    public var supportsAlternateIcons: Bool { false }
    public var alternateIconName: String? { nil }
    public var isRegisteredForRemoteNotifications: Bool { registeredForRemoteNotifications }
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    public var isProtectedDataAvailable: Bool { true }
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    private var registeredForRemoteNotifications = false

    private override init() {
        super.init()
    }

    public func canOpenURL(_ url: URL) -> Bool { false }

    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        false
    }

    /// Sends an action up the responder chain. There is no Objective-C runtime to send
    /// an arbitrary selector, so one action is understood, the one apps send this way:
    /// `resignFirstResponder` to no target, which dismisses the keyboard by resigning
    /// the first responder. Note `#selector(UIResponder.resignFirstResponder)` does not
    /// compile on Linux; write `Selector("resignFirstResponder")`.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let responder = (target as? UIResponder) ?? UIResponder.currentFirstResponder
        guard let responder else { return false }
        switch action.name {
        case "resignFirstResponder": return responder.resignFirstResponder()
        case "becomeFirstResponder": return responder.becomeFirstResponder()
        default: return false
        }
    }

    /// Asks for a device token; none comes on Linux, and the delegate is not called.
    public func registerForRemoteNotifications() {
        registeredForRemoteNotifications = true
    }

    public func unregisterForRemoteNotifications() {
        registeredForRemoteNotifications = false
    }

    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(CocoaError(.featureUnsupported))
    }

    public func beginIgnoringInteractionEvents() {}
    public func endIgnoringInteractionEvents() {}

    public func beginBackgroundTask(withName taskName: String? = nil, expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        UIBackgroundTaskIdentifier(rawValue: 1)
    }

    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}

    /// Asks the system to open a scene; nothing opens here.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: Any?, options: Any?, errorHandler: ((any Error) -> Void)? = nil) {}

    /// Connects a scene, as the system does when a window opens on a device, so that
    /// code reading `connectedScenes` finds it. For tests and previews.
    public func _connect(_ scene: UIScene) {
        connectedScenes.insert(scene)
    }

    public func _disconnect(_ scene: UIScene) {
        connectedScenes.remove(scene)
    }

    /// The key window of the connected scenes. Deprecated in iOS 13, still used.
    public var keyWindow: UIWindow? {
        windows.first { $0.isKeyWindow }
    }

    /// The windows of the connected scenes. Deprecated in iOS 15, still used.
    public var windows: [UIWindow] {
        connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
    }

    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

/// An input event; none is delivered here. Gesture recognizers and responders name
/// the type in the methods a subclass overrides.
@MainActor @preconcurrency
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    /// The mouse or trackpad buttons pressed (iOS 13.4).
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        public static func button(_ buttonNumber: Int) -> ButtonMask { ButtonMask(rawValue: 1 << (buttonNumber - 1)) }
    }

    open var type: EventType { .touches }
    open var timestamp: TimeInterval { 0 }
    open var allTouches: Set<UITouch>? { nil }
    open var modifierFlags: UIKeyModifierFlags { [] }
    open var buttonMask: ButtonMask { [] }
    open func touches(for view: UIView) -> Set<UITouch>? { nil }
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? { nil }
}

/// The modifier keys held down with an event or a key command.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
