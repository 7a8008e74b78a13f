import Foundation

/// The base of everything that takes part in the responder chain: views, controllers,
/// the application, scenes. App delegates subclass it (`class AppDelegate: UIResponder`).
/// No event reaches it on Linux; which responder is first is still tracked, so
/// `becomeFirstResponder()`, `resignFirstResponder()` and `endEditing(_:)` behave as on
/// a device for code and tests that ask.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// The one first responder, if any: at most one at a time, as on a device.
    private static weak var first: UIResponder?

    public override init() {
        super.init()
    }

    /// The next responder in the chain. Views answer their controller or superview,
    /// controllers their view's superview or parent.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    open var isFirstResponder: Bool { UIResponder.first === self }

    /// Makes this the first responder, when it can be one; the previous one resigns.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if UIResponder.first === self { return true }
        if let previous = UIResponder.first, !previous.resignFirstResponder() { return false }
        UIResponder.first = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard UIResponder.first === self else { return true }
        guard canResignFirstResponder else { return false }
        UIResponder.first = nil
        return true
    }

    /// The first responder now, for `UIApplication.sendAction(_:to:from:for:)`.
    static var currentFirstResponder: UIResponder? { first }

    /// The view shown above the keyboard; there is no keyboard here.
    open var inputAccessoryView: UIView? { nil }
    open var inputView: UIView? { nil }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

extension UIResponder {
    // Posted by the keyboard on a device; never posted here, observed all the same.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// A finger on the screen; none touches one here. Gesture delegates name the type.
@MainActor @preconcurrency
open class UITouch: NSObject {
    public enum TouchType: Int, Sendable {
        case direct = 0
        case indirect = 1
        case pencil = 2
        case indirectPointer = 3
    }

    public enum Phase: Int, Sendable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
        case regionEntered = 5
        case regionMoved = 6
        case regionExited = 7
    }

    open var tapCount: Int { 0 }
    open var type: TouchType { .direct }
    open var phase: Phase { .began }
    open var timestamp: TimeInterval { 0 }
    open var force: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }
    open var majorRadius: CGFloat { 0 }
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }
    open var view: UIView? { nil }
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}
