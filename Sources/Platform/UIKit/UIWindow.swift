import Foundation

/// UIKit's window, for Linux. Making it key and visible is when its root controller's
/// view appears: a hosted SwiftUI view then runs its `onAppear` actions and starts its
/// tasks, as on a device; so do the children and presented controllers the root shows.
@MainActor @preconcurrency
open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if isKeyWindow, !isHidden { oldValue?.endAppearance(animated: false) }
            rootViewController?.view.window = self
            if isKeyWindow, !isHidden { rootViewController?.beginAppearance(animated: false) }
        }
    }

    public private(set) var isKeyWindow = false

    /// A window starts hidden, as in UIKit.
    private var windowHidden = true

    open override var isHidden: Bool {
        get { windowHidden }
        set { windowHidden = newValue }
    }

    /// The scene the window belongs to; setting it moves the window to that scene.
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.remove(self)
            windowScene?.add(self)
        }
    }

    open var windowLevel: UIWindow.Level = .normal
    open var screen: UIScreen = .main
    open var canResizeToFitContent = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A window in the scene, the size of the screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        windowScene.add(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public func makeKeyAndVisible() {
        let appears = !isKeyWindow || isHidden
        makeKey()
        isHidden = false
        guard appears, let controller = rootViewController else { return }
        controller.beginAppearance(animated: false)
    }

    /// Makes this the key window; the scene's previous key window resigns.
    open func makeKey() {
        windowScene?.windows.filter { $0 !== self }.forEach { $0.resignKey() }
        isKeyWindow = true
        becomeKey()
    }

    open func becomeKey() {}

    open func resignKey() {
        isKeyWindow = false
    }

    open override var next: UIResponder? {
        windowScene ?? UIApplication.shared
    }

    /// How high a window sits among others.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
}
