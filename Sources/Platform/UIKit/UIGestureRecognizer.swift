import Foundation

/// A gesture a view recognizes. No touch arrives here, so none is ever recognized; the
/// recognizer keeps its targets, settings and delegate, so code that sets gestures up
/// runs and tests can find them on the view (`gestureRecognizers`).
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// Targets are not retained, as in UIKit.
    private struct Target {
        weak var target: AnyObject?
        let action: Selector
    }

    private var targets: [Target] = []

    open var state: State = .possible
    open var isEnabled = true
    open internal(set) weak var view: UIView?
    /// Held weakly, as in UIKit.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    open var numberOfTouches: Int { 0 }
    /// `UITouch.TouchType` raw values the recognizer takes; all of them by default.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    open var allowedPressTypes: [NSNumber] = []
    open var requiresExclusiveTouchTypeForPresses = true
    open var modifierFlags: UIKeyModifierFlags { [] }
    open var buttonMask: UIEvent.ButtonMask { [] }
    /// Recognizers this one waits for, as `require(toFail:)` recorded them.
    public private(set) var _failureRequirements: [UIGestureRecognizer] = []

    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTarget(target as Any, action: action) }
    }

    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    open func addTarget(_ target: Any, action: Selector) {
        targets.append(Target(target: target as AnyObject, action: action))
    }

    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
    }

    /// The action names the recognizer would send, for tests.
    public var _actions: [Selector] { targets.map(\.action) }

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        _failureRequirements.append(otherGestureRecognizer)
    }

    open func location(in view: UIView?) -> CGPoint { .zero }
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }

    // MARK: - What a subclass overrides (UIGestureRecognizerSubclass); no touch comes

    open func reset() {}
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldReceive(_ event: UIEvent) -> Bool { true }
}

/// What a recognizer asks its delegate. Every method is optional, as in UIKit.
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
}

@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary
}

@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
    open var allowableMovement: CGFloat = 10
}

@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    private var translation: CGPoint = .zero

    open func translation(in view: UIView?) -> CGPoint { translation }

    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        self.translation = translation
    }

    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

@MainActor @preconcurrency
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

@MainActor @preconcurrency
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}

@MainActor @preconcurrency
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

@MainActor @preconcurrency
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}

/// A pointer or pencil hovering over a view (iOS 13); none hovers here.
@MainActor @preconcurrency
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    open var zOffset: CGFloat { 0 }
    open var altitudeAngle: CGFloat { 0 }
    open var rollAngle: CGFloat { 0 }
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }
}

/// The scrolls a pan takes from a trackpad or mouse wheel (iOS 13.4).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
