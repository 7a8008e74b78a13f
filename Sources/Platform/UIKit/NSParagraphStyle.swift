import Foundation

/// How a paragraph is laid out: alignment, spacing, line breaks, indents. An attribute
/// of attributed strings; a text render keeps the values, as it keeps a label's.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The values, in one place, so copies and equality take them all.
    fileprivate struct Layout: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
    }

    fileprivate var layout = Layout()

    public override init() {
        super.init()
    }

    open var alignment: NSTextAlignment { layout.alignment }
    open var lineSpacing: CGFloat { layout.lineSpacing }
    open var paragraphSpacing: CGFloat { layout.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { layout.paragraphSpacingBefore }
    open var lineBreakMode: NSLineBreakMode { layout.lineBreakMode }
    open var firstLineHeadIndent: CGFloat { layout.firstLineHeadIndent }
    open var headIndent: CGFloat { layout.headIndent }
    open var tailIndent: CGFloat { layout.tailIndent }
    open var minimumLineHeight: CGFloat { layout.minimumLineHeight }
    open var maximumLineHeight: CGFloat { layout.maximumLineHeight }
    open var lineHeightMultiple: CGFloat { layout.lineHeightMultiple }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.layout = layout
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.layout = layout
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.layout == layout
    }

    open override var hash: Int {
        layout.hashValue
    }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment { get { layout.alignment } set { layout.alignment = newValue } }
    open override var lineSpacing: CGFloat { get { layout.lineSpacing } set { layout.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { layout.paragraphSpacing } set { layout.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat { get { layout.paragraphSpacingBefore } set { layout.paragraphSpacingBefore = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { layout.lineBreakMode } set { layout.lineBreakMode = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { layout.firstLineHeadIndent } set { layout.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { layout.headIndent } set { layout.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { layout.tailIndent } set { layout.tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat { get { layout.minimumLineHeight } set { layout.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { layout.maximumLineHeight } set { layout.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { layout.lineHeightMultiple } set { layout.lineHeightMultiple = newValue } }

    /// Takes every value of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        layout = other.layout
    }
}

/// A text shadow: offset, blur and color.
open class NSShadow: NSObject, @unchecked Sendable {
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor`; nil is a third of black, as UIKit draws it.
    open var shadowColor: Any?

    public override init() {
        super.init()
    }
}
