import Foundation

/// Settings a web view is made with. Kept; there is no engine to apply them to.
@MainActor @preconcurrency
open class WKWebViewConfiguration: NSObject {
    open var websiteDataStore: WKWebsiteDataStore = .default()
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var applicationNameForUserAgent: String?
    open var allowsInlineMediaPlayback = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var suppressesIncrementalRendering = false
    open var limitsNavigationsToAppBoundDomains = false
    public override init() { super.init() }
}

public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    public static let all = WKAudiovisualMediaTypes(rawValue: UInt.max)
}

@MainActor @preconcurrency
open class WKPreferences: NSObject {
    open var minimumFontSize: CGFloat = 0
    open var javaScriptCanOpenWindowsAutomatically = false
    open var isFraudulentWebsiteWarningEnabled = true
    open var isTextInteractionEnabled = true
    /// Whether a page may take the screen for an element (iOS 15.4); off by default.
    open var isElementFullscreenEnabled = false
    /// Whether WebKit applies its fixes for particular sites (iOS 15.4).
    open var isSiteSpecificQuirksModeEnabled = true
    /// Whether printing includes backgrounds (iOS 16.4).
    open var shouldPrintBackgrounds = false
    /// What a web view no longer shown does with its page (iOS 17).
    open var inactiveSchedulingPolicy = InactiveSchedulingPolicy.suspend
    @available(iOS, introduced: 8.0, deprecated: 14.0, message: "Use WKWebpagePreferences.allowsContentJavaScript to disable content JavaScript on a per-navigation basis")
    open var javaScriptEnabled = true

    public enum InactiveSchedulingPolicy: Int, Sendable {
        case suspend = 0, throttle = 1, none = 2
    }

    /// WebKit's preferences without a property, set by key as apps do
    /// (`setValue(true, forKey: "developerExtrasEnabled")`, or `"fullScreenEnabled"` before
    /// iOS 15.4): kept, and read back by `value(forKey:)`. Nothing loads pages here, so
    /// none changes a render.
    private var keyedValues: [String: Any] = [:]

    open func setValue(_ value: Any?, forKey key: String) {
        keyedValues[key] = value
    }

    open func value(forKey key: String) -> Any? {
        keyedValues[key]
    }

    public override init() { super.init() }
}

@MainActor @preconcurrency
open class WKWebpagePreferences: NSObject {
    open var allowsContentJavaScript = true
    /// Lockdown Mode for the pages (iOS 16); off unless the app turns it on.
    open var isLockdownModeEnabled = false
    open var preferredContentMode: WKWebpagePreferences.ContentMode = .recommended
    public enum ContentMode: Int, Sendable { case recommended = 0, mobile = 1, desktop = 2 }
    public override init() { super.init() }
}

/// Where a web view keeps cookies and caches; there is nothing to keep on Linux.
@MainActor @preconcurrency
open class WKWebsiteDataStore: NSObject {
    public let isPersistent: Bool
    private init(isPersistent: Bool) { self.isPersistent = isPersistent; super.init() }
    private static let shared = WKWebsiteDataStore(isPersistent: true)
    open class func `default`() -> WKWebsiteDataStore { shared }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }
}

/// A script the page runs; kept, never run.
@MainActor @preconcurrency
open class WKUserScript: NSObject {
    public enum InjectionTime: Int, Sendable { case atDocumentStart = 0, atDocumentEnd = 1 }
    public let source: String
    public let injectionTime: WKUserScript.InjectionTime
    public let isForMainFrameOnly: Bool
    public init(source: String, injectionTime: WKUserScript.InjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        self.isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
}

/// A message a page posted to a handler.
@MainActor @preconcurrency
open class WKScriptMessage: NSObject {
    public let body: Any
    public let name: String
    public weak var webView: WKWebView?
    public init(name: String, body: Any, webView: WKWebView?) {
        self.name = name
        self.body = body
        self.webView = webView
        super.init()
    }
}

@MainActor @preconcurrency
public protocol WKScriptMessageHandler: NSObjectProtocol {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// Scripts and message handlers for pages. Kept; no page runs them on Linux.
@MainActor @preconcurrency
open class WKUserContentController: NSObject {
    open private(set) var userScripts: [WKUserScript] = []
    private var handlers: [String: any WKScriptMessageHandler] = [:]
    public override init() { super.init() }
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts.removeAll() }
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) { handlers[name] = scriptMessageHandler }
    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    open func removeAllScriptMessageHandlers() { handlers.removeAll() }
}
