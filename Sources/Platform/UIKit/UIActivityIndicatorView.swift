import Foundation

/// A spinner; it never spins here, and says whether it would.
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
    }

    open var style: Style = .medium
    open var color: UIColor! = .gray
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}
