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
    /// The page's `theme-color`: nil, no page loads on Linux.
    open private(set) var themeColor: UIColor?
    /// What shows past the page's edges when it bounces; the system background until set.
    /// Setting nil restores that default, as on iOS.
    open var underPageBackgroundColor: UIColor! {
        get { underPageColor ?? .systemBackground }
        set { underPageColor = newValue }
    }
    private var underPageColor: UIColor?
    /// The CSS media type pages are styled for; nil for the default (`screen`).
    open var mediaType: String?
    /// Back-forward list and scroll position to restore (iOS 15); kept, never read.
    open var interactionState: Any?
    open var isFindInteractionEnabled = false
    open private(set) var cameraCaptureState: WKMediaCaptureState = .none
    open private(set) var microphoneCaptureState: WKMediaCaptureState = .none
    open private(set) var fullscreenState: WKWebView.FullscreenState = .notInFullscreen
    public let scrollView = UIScrollView(frame: .zero)
    /// The pages visited; always empty, as nothing loads.
    public let backForwardList = WKBackForwardList()
    /// What of the view bars cover (iOS 26), so the page lays out clear of them.
    open var obscuredContentInsets: UIEdgeInsets = .zero
    /// The viewport's least and greatest insets (iOS 15.5).
    open private(set) var minimumViewportInset: UIEdgeInsets = .zero
    open private(set) var maximumViewportInset: UIEdgeInsets = .zero
    /// Whether Writing Tools is rewriting the page's text (iOS 18): never here.
    open var isWritingToolsActive: Bool { false }

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

    /// Records the request's URL (iOS 15); nothing loads.
    @discardableResult
    open func loadFileRequest(_ request: URLRequest, allowingReadAccessTo readAccessURL: URL) -> WKNavigation {
        url = request.url
        return WKNavigation()
    }

    /// Records the request's URL (iOS 15): the response is not rendered.
    @discardableResult
    open func loadSimulatedRequest(_ request: URLRequest, response: URLResponse, responseData data: Data) -> WKNavigation {
        url = request.url
        return WKNavigation()
    }

    @discardableResult
    open func loadSimulatedRequest(_ request: URLRequest, responseHTML string: String) -> WKNavigation {
        url = request.url
        return WKNavigation()
    }

    /// Sets the viewport's insets; they must not cross (`minimum` ≤ `maximum`).
    open func setMinimumViewportInset(_ minimum: UIEdgeInsets, maximumViewportInset maximum: UIEdgeInsets) {
        minimumViewportInset = minimum
        maximumViewportInset = maximum
    }

    /// Does nothing: the list holds no item to go to.
    @discardableResult open func go(to item: WKBackForwardListItem) -> WKNavigation? { nil }

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

    /// Does nothing: no page captures the camera on Linux; `completionHandler` is called.
    open func setCameraCaptureState(_ state: WKMediaCaptureState, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        completionHandler?()
    }

    /// Does nothing: no page captures the microphone on Linux; `completionHandler` is called.
    open func setMicrophoneCaptureState(_ state: WKMediaCaptureState, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        completionHandler?()
    }

    /// Whether the page shows an element full screen (iOS 16).
    public enum FullscreenState: Int, Sendable {
        case notInFullscreen = 0
        case enteringFullscreen = 1
        case inFullscreen = 2
        case exitingFullscreen = 3
    }

    open class func handlesURLScheme(_ urlScheme: String) -> Bool {
        ["http", "https", "file", "about", "data", "blob"].contains(urlScheme.lowercased())
    }
}

/// Whether a page uses the camera or microphone. Pages never do on Linux.
public enum WKMediaCaptureState: Int, Sendable {
    case none = 0
    case active = 1
    case muted = 2
}
