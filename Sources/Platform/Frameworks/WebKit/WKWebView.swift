import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import UIKit

/// A web view. Linux has no web engine: `load(_:)` and `loadHTMLString(_:baseURL:)`
/// record what was asked (`url`, `lastLoadedHTML`... see below) and return a navigation,
/// but nothing loads, `isLoading` stays false, `estimatedProgress` 0, `title` nil, and
/// no navigation delegate callback comes. `evaluateJavaScript` fails with
/// `WKError(.webContentProcessTerminated)`: there is no web content process.
@MainActor @preconcurrency
open class WKWebView: UIView {
    /// A copy of the configuration the view was made with.
    open private(set) var configuration: WKWebViewConfiguration
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    open private(set) var url: URL?
    open private(set) var title: String?
    open private(set) var isLoading = false
    open private(set) var estimatedProgress: Double = 0
    open private(set) var canGoBack = false
    open private(set) var canGoForward = false
    open private(set) var hasOnlySecureContent = false
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    open var isInspectable = false
    open var pageZoom: CGFloat = 1
    public let scrollView = UIScrollView(frame: .zero)

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    public required init?(coder: NSCoder) {
        self.configuration = WKWebViewConfiguration()
        super.init(coder: coder)
    }

    /// Records the request's URL; nothing loads.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return WKNavigation()
    }

    /// Records `baseURL`; the HTML is not rendered.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }

    @discardableResult
    open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }

    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        url = URL
        return WKNavigation()
    }

    @discardableResult open func reload() -> WKNavigation? { url == nil ? nil : WKNavigation() }
    @discardableResult open func reloadFromOrigin() -> WKNavigation? { reload() }
    @discardableResult open func goBack() -> WKNavigation? { nil }
    @discardableResult open func goForward() -> WKNavigation? { nil }
    open func stopLoading() {}

    /// Calls `completionHandler` with `WKError(.webContentProcessTerminated)`.
    open func evaluateJavaScript(_ javaScriptString: String,
                                 completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, WKError(.webContentProcessTerminated))
    }

    /// Throws `WKError(.webContentProcessTerminated)`.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
        throw WKError(.webContentProcessTerminated)
    }

    open class func handlesURLScheme(_ urlScheme: String) -> Bool {
        ["http", "https", "file", "about", "data", "blob"].contains(urlScheme.lowercased())
    }
}
