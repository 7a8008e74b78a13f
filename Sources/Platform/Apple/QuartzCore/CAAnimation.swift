import Foundation

/// What Core Animation times animations with.
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}

/// How an animation's progress follows time.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    public let name: CAMediaTimingFunctionName?

    public init(name: CAMediaTimingFunctionName) {
        self.name = name
        super.init()
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        name = nil
        super.init()
    }
}

public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

public struct CAMediaTimingFillMode: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// Told when an animation starts and stops; never, here (animations do not run).
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation's timing; added to a layer, it is kept and never runs (see `CALayer`).
open class CAAnimation: NSObject, @unchecked Sendable {
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    open var speed: Float = 1
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed
    open var isRemovedOnCompletion = true
    open var timingFunction: CAMediaTimingFunction?
    open var delegate: CAAnimationDelegate?

    public override init() {
        super.init()
    }
}

/// An animation of one property, by its key path.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// From one value to another.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// Through a list of values.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var path: CGPath?
}

/// Several animations together.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    open var animations: [CAAnimation]?
}

/// A transition between a layer's contents.
open class CATransition: CAAnimation, @unchecked Sendable {
    open var type = CATransitionType.fade
    open var subtype: CATransitionSubtype?
}

public struct CATransitionType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

public struct CATransitionSubtype: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Groups layer changes. Nothing animates here: a completion block runs at `commit()`.
open class CATransaction: NSObject {
    nonisolated(unsafe) private static var completions: [[@Sendable () -> Void]] = []
    private static let lock = NSLock()

    open class func begin() {
        lock.withLock { completions.append([]) }
    }

    open class func commit() {
        let blocks = lock.withLock { completions.popLast() ?? [] }
        blocks.forEach { $0() }
    }

    open class func flush() {}
    open class func setDisableActions(_ flag: Bool) {}
    open class func disableActions() -> Bool { true }
    open class func setAnimationDuration(_ dur: CFTimeInterval) {}
    open class func animationDuration() -> CFTimeInterval { 0 }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}

    /// Runs at the end of the transaction; outside one, at once.
    open class func setCompletionBlock(_ block: (@Sendable () -> Void)?) {
        guard let block else { return }
        let queued = lock.withLock { () -> Bool in
            guard !completions.isEmpty else { return false }
            completions[completions.count - 1].append(block)
            return true
        }
        if !queued { block() }
    }
}
