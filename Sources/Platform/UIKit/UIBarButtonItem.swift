import Foundation

/// What bar buttons and tab bar items share: a title, an image, whether enabled.
@MainActor @preconcurrency
open class UIBarItem: NSObject, UIAppearance {
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    open var isEnabled = true
    open var tag = 0
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    /// Bar items are not archived on Linux; this makes an empty one (and the
    /// appearance proxy).
    public required init?(coder: NSCoder) {
        super.init()
    }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}

/// A button in a navigation bar or toolbar. Its target and action are kept; with no
/// Objective-C runtime the action cannot be sent. A `primaryAction` is a closure and
/// runs when the item is triggered (`_trigger()` in tests).
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use plain")
        case bordered = 1
        case done = 2
    }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated)
        case pageCurl
        case close
    }

    open var style: Style = .plain
    open weak var target: AnyObject?
    open var action: Selector?
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    open var customView: UIView?
    open var width: CGFloat = 0
    open var tintColor: UIColor?
    open var isSelected = false
    open var isHidden = false
    open var changesSelectionAsPrimaryAction = false
    open var possibleTitles: Set<String>?
    /// Whether the item sits on the bar's glass alone (iOS 26); a text bar draws no glass.
    open var hidesSharedBackground = false
    /// Whether the item shares its glass with its neighbours (iOS 26).
    open var sharesBackground = true
    /// A badge on the item (iOS 26), kept for tests to read.
    open var badge: Badge?
    /// The system item it was made as, if any.
    public private(set) var systemItem: SystemItem?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.style = systemItem == .done ? .done : .plain
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
        self.title = primaryAction?.title
        self.image = primaryAction?.image
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, target: AnyObject? = nil, action: Selector? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.target = target
        self.action = action
        self.menu = menu
    }

    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// What a tap does here: runs the primary action, if there is one. A target-action
    /// pair cannot be sent without the Objective-C runtime. For tests of screen code.
    public func _trigger() {
        guard isEnabled, let primaryAction else { return }
        primaryAction.sender = self
        primaryAction.handler(primaryAction)
    }
}

/// A tab: title, image, badge.
@MainActor @preconcurrency
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?
    open var standardAppearance: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }
}

/// What a navigation bar shows for a controller: its title, its bar buttons, how
/// large its title is.
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }

    public enum BackButtonDisplayMode: Int, Sendable {
        case `default`, generic, minimal
    }

    open var title: String?
    open var prompt: String?
    open var titleView: UIView?
    open var backButtonTitle: String?
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    open var hidesBackButton = false
    open var leftItemsSupplementBackButton = false
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var hidesSearchBarWhenScrolling = true
    open var standardAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// The search a hosting controller puts in the bar.
    open var searchController: UISearchController?
    /// Where the search bar sits (iOS 16; the integrated placements are iOS 26's).
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic
    open var searchBarPlacementAllowsToolbarIntegration = true
    open var searchBarPlacementAllowsExternalIntegration = false
    /// How the bar lays out its items (iOS 16).
    open var style: ItemStyle = .navigator
    /// What the back button does instead of popping (iOS 16).
    open var backAction: UIAction?
    /// Lines under the title (iOS 26).
    open var subtitle: String?
    open var attributedTitle: AttributedString?
    open var attributedSubtitle: AttributedString?
    open var largeTitle: String?
    open var largeSubtitle: String?
    open var largeAttributedSubtitle: AttributedString?

    /// Where a navigation item's search bar sits.
    public enum SearchBarPlacement: Int, Sendable {
        case automatic = 0
        case inline = 1
        case stacked = 2
        case integrated = 3
        case integratedButton = 4
        case integratedCentered = 5
    }

    /// How a navigation bar lays out its items.
    public enum ItemStyle: Int, Sendable {
        case navigator = 0
        case browser = 1
        case editor = 2
    }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override convenience init() {
        self.init(title: "")
        self.title = nil
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The first of the left items; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of the right items; setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }
}

extension UIBarButtonItem {
    /// A badge on a bar button item (iOS 26): a count, a string, or a dot.
    public struct Badge: Hashable, Sendable {
        public var stringValue: String?
        public var backgroundColor: UIColor?
        public var foregroundColor: UIColor?
        public var font: UIFont?

        public static func count(_ count: Int) -> Badge { Badge(stringValue: String(count)) }
        public static func string(_ string: String) -> Badge { Badge(stringValue: string) }
        public static func indicator() -> Badge { Badge(stringValue: nil) }
    }
}
