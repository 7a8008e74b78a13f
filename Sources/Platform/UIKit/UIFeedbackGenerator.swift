import Foundation

/// Haptics. There is no Taptic Engine here: generators do nothing, and count what they
/// were asked for so a test can check that a screen asked.
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    /// How many times feedback was asked for.
    public private(set) var _occurrences = 0

    public override init() {
        super.init()
    }

    open func prepare() {}

    func occurred() {
        _occurrences += 1
    }
}

@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    open func impactOccurred() {
        occurred()
    }

    open func impactOccurred(intensity: CGFloat) {
        occurred()
    }

    open func impactOccurred(at location: CGPoint) {
        occurred()
    }
}

@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {
        occurred()
    }
}

@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {
        occurred()
    }
}
