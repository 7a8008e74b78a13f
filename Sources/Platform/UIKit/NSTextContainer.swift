import Foundation

/// The region a text view lays its text out in (TextKit). A text view set up in
/// `makeUIView` adjusts it (`textView.textContainer.lineFragmentPadding = 0`); the
/// values are kept as set, with UIKit's defaults.
open class NSTextContainer: NSObject {
    /// The container's size; zero for a text view's, which tracks the view.
    open var size: CGSize
    /// Space at each end of a line, inside the container: 5 points, as in UIKit.
    open var lineFragmentPadding: CGFloat = 5
    /// 0 for as many lines as the text needs.
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = false
    open var heightTracksTextView = false

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() {
        self.init(size: .zero)
    }
}
