import Foundation

/// The pages a web view has visited. Nothing loads on Linux, so it stays empty: code
/// that reads `backItem` or `backList` to build its own controls finds none.
@MainActor @preconcurrency
open class WKBackForwardList: NSObject {
    open var currentItem: WKBackForwardListItem? { nil }
    open var backItem: WKBackForwardListItem? { nil }
    open var forwardItem: WKBackForwardListItem? { nil }
    open var backList: [WKBackForwardListItem] { [] }
    open var forwardList: [WKBackForwardListItem] { [] }
    open func item(at index: Int) -> WKBackForwardListItem? { nil }
}

/// A visited page.
@MainActor @preconcurrency
open class WKBackForwardListItem: NSObject {
    public let url: URL
    public let initialURL: URL
    public let title: String?

    init(url: URL, initialURL: URL, title: String?) {
        self.url = url
        self.initialURL = initialURL
        self.title = title
    }
}
