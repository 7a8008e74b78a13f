import Foundation

/// A line or lines of text. Nothing is drawn; the text and its styling are kept.
@MainActor @preconcurrency
open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var highlightedTextColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    open var allowsDefaultTighteningForTruncation = false
    open var isEnabled = true
    open var isHighlighted = false
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)
}
