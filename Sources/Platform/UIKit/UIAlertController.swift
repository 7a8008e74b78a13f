import Foundation

/// An alert or action sheet. It keeps its actions and text fields in the order they
/// were added; presenting it (`present(_:animated:completion:)`) records it as
/// presented. Nothing is drawn and no button is tapped: `_tap(_:)` runs an action's
/// handler and dismisses the alert, as a tap does, for tests of screen code.
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public enum Severity: Int, Sendable {
        case `default`, critical
    }

    open var message: String?
    public private(set) var preferredStyle: Style = .alert
    open private(set) var actions: [UIAlertAction] = []
    private var fields: [UITextField] = []
    open var severity: Severity = .default

    /// The action the return key runs; it must be one of `actions`, as in UIKit.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) { self.preferredAction = nil }
        }
    }

    /// Nil until a text field is added; then in the order added.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Adds a text field, which alerts only may have, as in UIKit, and hands it to the
    /// configuration handler at once.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "Text fields can only be added to an alert controller of style .alert")
        let field = UITextField()
        field.borderStyle = .roundedRect
        fields.append(field)
        configurationHandler?(field)
    }

    /// What tapping an action's button does: the alert is dismissed, then the handler
    /// runs. Disabled actions do nothing.
    public func _tap(_ action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        dismiss(animated: true)
        action.handler?(action)
    }
}

/// A button of an alert: a title, a style, a handler.
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// The share sheet. Nothing is shared here; the items and excluded activities are
/// kept, and presenting it records it as presented.
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// What is shared, for tests.
    public private(set) var _activityItems: [Any] = []
    public private(set) var _applicationActivities: [UIActivity] = []
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    open var allowsProminentActivity = true

    public convenience init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.init(nibName: nil, bundle: nil)
        _activityItems = activityItems
        _applicationActivities = applicationActivities ?? []
    }
}

/// A custom activity of a share sheet.
@MainActor @preconcurrency
open class UIActivity: NSObject {
    public struct ActivityType: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    public enum Category: Int, Sendable {
        case action, share
    }

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }

    public override init() {
        super.init()
    }

    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open func perform() {}
    open func activityDidFinish(_ completed: Bool) {}
}
