import Foundation

/// UIKit's view, for Linux: what snapshot helpers touch when they host a SwiftUI view
/// (a frame, a window), and what UIKit screen code sets up: a tree of subviews, colors,
/// constraints, gesture recognizers. Nothing is laid out or drawn: a text render is a
/// still picture of SwiftUI views, so frames stay what code set, constraints are
/// recorded, and animations run their changes at once.
@MainActor @preconcurrency
open class UIView: UIResponder, UIAppearance, UIAppearanceContainer {
    open var frame: CGRect
    open var backgroundColor: UIColor?

    /// The window the view is in: its own, when it is a controller's view that a window
    /// shows, or its superview's.
    open internal(set) var window: UIWindow? {
        get { (self as? UIWindow) ?? hostWindow ?? superview?.window }
        set { hostWindow = newValue }
    }

    private weak var hostWindow: UIWindow?

    /// The controller whose view this is, for `next`.
    package weak var owningViewController: UIViewController?

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Views are not archived on Linux; this makes an empty view, so that the
    /// `required init?(coder:)` that every UIKit subclass writes has one to call.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The frame's size at the origin. Setting it changes the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open func layoutIfNeeded() {}
    open func setNeedsLayout() {}
    open func layoutSubviews() {}

    private var needsUpdateProperties = false

    /// Where a view sets its properties from observable state (iOS 26); UIKit calls it
    /// before layout.
    open func updateProperties() {}

    open func setNeedsUpdateProperties() {
        needsUpdateProperties = true
    }

    open func updatePropertiesIfNeeded() {
        guard needsUpdateProperties else { return }
        needsUpdateProperties = false
        updateProperties()
    }
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}

    private static var animationsEnabled = true

    public static var areAnimationsEnabled: Bool { animationsEnabled }

    public static func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    // MARK: - Appearance

    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isOpaque = true
    open var clipsToBounds = false
    /// The view's Core Animation layer, of `layerClass`: its corners, border and shadow
    /// as UIKit code sets them up (see `CALayer`).
    open var layer: CALayer { backingLayer }
    private lazy var backingLayer: CALayer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
    /// The class of the view's layer: `CALayer`, or a subclass's own.
    open class var layerClass: AnyClass { CALayer.self }
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var tag = 0
    open var contentMode: ContentMode = .scaleToFill
    open var autoresizingMask: AutoresizingMask = []
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var isAccessibilityElement = false

    private var ownTintColor: UIColor?

    /// The view's own tint, else its superview's, else the system's, as in UIKit.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }

    open var tintAdjustmentMode: TintAdjustmentMode = .automatic

    /// The traits of a render: light, unless the view or an ancestor overrides the style.
    open var traitCollection: UITraitCollection {
        var view: UIView? = self
        while let current = view {
            if current.overrideUserInterfaceStyle != .unspecified {
                return UITraitCollection(userInterfaceStyle: current.overrideUserInterfaceStyle)
            }
            view = current.superview
        }
        return UITraitCollection(userInterfaceStyle: .light)
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: - Hierarchy

    open private(set) weak var superview: UIView?
    open private(set) var subviews: [UIView] = []

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
        } else {
            view.removeFromSuperview()
            view.willMove(toSuperview: self)
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let index = subviews.firstIndex { $0 === sibling } ?? 0
        insertSubview(view, at: index)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        subviews.swapAt(index1, index2)
    }

    /// Leaves the superview, and with it the constraints that tie the view to views
    /// outside it, as in UIKit.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        var ancestor: UIView? = parent
        while let current = ancestor {
            current.constraints.removeAll { constraint in
                let leaving = constraint.involves(self)
                if leaving { constraint.isActiveFlag = false }
                return leaving
            }
            ancestor = current.superview
        }
        didMoveToSuperview()
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    /// Resigns the first responder if it is this view or one inside it.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let first = UIResponder.currentFirstResponder as? UIView, first.isDescendant(of: self) else { return true }
        return first.resignFirstResponder() || force
    }

    // MARK: - Sizing

    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 1_000_000, height: 1_000_000)

    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open func invalidateIntrinsicContentSize() {}

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func sizeToFit() {
        frame.size = sizeThatFits(frame.size)
    }

    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }

    open func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        targetSize
    }

    // MARK: - Gestures

    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            recognizers.forEach { $0.view = nil }
            recognizers = newValue ?? []
            recognizers.forEach { $0.view = self }
        }
    }

    private var recognizers: [UIGestureRecognizer] = []

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        recognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        recognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    // MARK: - Auto Layout (recorded, never solved)

    open var translatesAutoresizingMaskIntoConstraints = true

    /// The constraints this view holds: activating a constraint adds it to the closest
    /// ancestor of both items, as in UIKit.
    open internal(set) var constraints: [NSLayoutConstraint] = []

    open func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraints.contains(where: { $0 === constraint }) else { return }
        constraints.append(constraint)
        constraint.owner = self
        constraint.isActiveFlag = true
    }

    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(addConstraint)
    }

    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        constraints.removeAll { $0 === constraint }
        constraint.isActiveFlag = false
    }

    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(removeConstraint)
    }

    open func updateConstraints() {}
    open func setNeedsUpdateConstraints() {}
    open func updateConstraintsIfNeeded() {}

    private var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var compressionPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis] ?? .defaultLow
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis] = priority
    }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionPriorities[axis] ?? .defaultHigh
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionPriorities[axis] = priority
    }

    open private(set) var layoutGuides: [UILayoutGuide] = []

    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        layoutGuides.append(layoutGuide)
    }

    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }

    public private(set) lazy var leadingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .leading)
    public private(set) lazy var trailingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .trailing)
    public private(set) lazy var leftAnchor = NSLayoutXAxisAnchor(item: self, attribute: .left)
    public private(set) lazy var rightAnchor = NSLayoutXAxisAnchor(item: self, attribute: .right)
    public private(set) lazy var centerXAnchor = NSLayoutXAxisAnchor(item: self, attribute: .centerX)
    public private(set) lazy var topAnchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
    public private(set) lazy var bottomAnchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    public private(set) lazy var centerYAnchor = NSLayoutYAxisAnchor(item: self, attribute: .centerY)
    public private(set) lazy var firstBaselineAnchor = NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
    public private(set) lazy var lastBaselineAnchor = NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline)
    public private(set) lazy var widthAnchor = NSLayoutDimension(item: self, attribute: .width)
    public private(set) lazy var heightAnchor = NSLayoutDimension(item: self, attribute: .height)

    /// The area not covered by bars; with no bars here it is the whole view.
    public private(set) lazy var safeAreaLayoutGuide: UILayoutGuide = ownGuide("UIViewSafeAreaLayoutGuide")
    public private(set) lazy var layoutMarginsGuide: UILayoutGuide = ownGuide("UIViewLayoutMarginsGuide")
    public private(set) lazy var readableContentGuide: UILayoutGuide = ownGuide("UIViewReadableContentGuide")
    public private(set) lazy var keyboardLayoutGuide: UILayoutGuide = ownGuide("UIViewKeyboardLayoutGuide")

    private func ownGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.owningView = self
        return guide
    }

    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var insetsLayoutMarginsFromSafeArea = true
    open var preservesSuperviewLayoutMargins = false
    open func safeAreaInsetsDidChange() {}
    open func layoutMarginsDidChange() {}
}

extension UIView {
    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
