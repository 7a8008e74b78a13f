import Foundation

/// The bar at the top of a navigation controller. It keeps the items of the stack and
/// what code set for its look; nothing draws it.
@MainActor @preconcurrency
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var barStyle: UIBarStyle = .default
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open weak var delegate: (any UINavigationBarDelegate)?

    open var items: [UINavigationItem]?
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    private var backgroundImages: [String: UIImage] = [:]

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        items = (items ?? []) + [item]
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        items?.popLast()
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
    }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages["\(barMetrics.rawValue)"] = backgroundImage
    }

    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(barMetrics.rawValue)"]
    }
}

@MainActor @preconcurrency
public protocol UINavigationBarDelegate: NSObjectProtocol {}

/// The bar of a tab bar controller.
@MainActor @preconcurrency
open class UITabBar: UIView {
    open var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    open var barStyle: UIBarStyle = .default
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }
}

/// The bottom bar of a navigation controller.
@MainActor @preconcurrency
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var barStyle: UIBarStyle = .default
    open var standardAppearance = UIToolbarAppearance()
    open var scrollEdgeAppearance: UIToolbarAppearance?

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }
}

public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black = 1
}

public enum UIBarMetrics: Int, Sendable {
    case `default`, compact, defaultPrompt, compactPrompt
}

public enum UIBarPosition: Int, Sendable {
    case any, bottom, top, topAttached
}

/// A bar's look (background, shadow), as iOS 13 and later configure bars.
@MainActor @preconcurrency
open class UIBarAppearance: NSObject {
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIBlurEffect?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    public required override init() {
        super.init()
        configureWithDefaultBackground()
    }

    public required init(idiom: UIUserInterfaceIdiom) {
        super.init()
        configureWithDefaultBackground()
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init()
        copyBackground(from: barAppearance)
    }

    /// Translucent, with the system's blur and hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = UIColor(system: "black", alpha: 0.3)
    }

    /// Opaque, in the system background color.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = UIColor(system: "black", alpha: 0.3)
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundEffect = nil
        shadowColor = .clear
    }

    private func copyBackground(from other: UIBarAppearance) {
        backgroundColor = other.backgroundColor
        backgroundEffect = other.backgroundEffect
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    open func copy() -> Self {
        Self(barAppearance: self)
    }
}

@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var backIndicatorImage: UIImage?
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    open var backButtonAppearance = UIBarButtonItemAppearance()

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
            titlePositionAdjustment = other.titlePositionAdjustment
            backIndicatorImage = other.backIndicatorImage
        }
    }

    public required init() {
        super.init()
    }

    public required init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
    }
}

@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
}

@MainActor @preconcurrency
open class UIToolbarAppearance: UIBarAppearance {}

/// How bar buttons look in each state.
@MainActor @preconcurrency
open class UIBarButtonItemAppearance: NSObject {
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()

    public override init() {
        super.init()
    }
}

@MainActor @preconcurrency
open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
}

/// How tab items look in each state.
@MainActor @preconcurrency
open class UITabBarItemAppearance: NSObject {
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()

    public override init() {
        super.init()
    }
}

@MainActor @preconcurrency
open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    open var titlePositionAdjustment: UIOffset = .zero
}
