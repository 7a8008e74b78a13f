import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Observation
import SwiftUI

/// iOS 26's web page for SwiftUI's `WebView`: what a page was asked to load, observable
/// as on iOS. Linux has no web engine, as with `WKWebView`: a load records its URL or
/// HTML and reports no navigation events, `isLoading` stays false, `title` empty.
@MainActor @Observable
public final class WebPage {
    /// A step of a navigation, as `load(_:)`'s sequence reports them.
    public enum NavigationEvent: Hashable, Sendable {
        case startedProvisionalNavigation
        case receivedServerRedirect
        case committed
        case finished
    }

    public private(set) var url: URL?
    public private(set) var title = ""
    public private(set) var isLoading = false
    public private(set) var estimatedProgress = 0.0
    /// The HTML last given to `load(html:baseURL:)`. Not WebKit API: what a test reads.
    public private(set) var _loadedHTML: String?

    public init() {}

    /// Asks for `request`'s page: recorded; nothing loads, so the events end at once.
    @discardableResult
    public func load(_ request: URLRequest) -> AsyncThrowingStream<NavigationEvent, any Error> {
        url = request.url
        _loadedHTML = nil
        return Self.noEvents
    }

    /// Asks for `url`'s page, as `load(URLRequest(url: url))`.
    @discardableResult
    public func load(_ url: URL) -> AsyncThrowingStream<NavigationEvent, any Error> {
        load(URLRequest(url: url))
    }

    /// Shows `html`: recorded, with the base URL as the page's URL.
    @discardableResult
    public func load(html: String, baseURL: URL = URL(string: "about:blank")!) -> AsyncThrowingStream<NavigationEvent, any Error> {
        url = baseURL
        _loadedHTML = html
        return Self.noEvents
    }

    public func reload() {}
    public func stopLoading() {}

    private static var noEvents: AsyncThrowingStream<NavigationEvent, any Error> {
        AsyncThrowingStream { $0.finish() }
    }
}

/// iOS 26's SwiftUI web view: drawn as a placeholder named by its type, as a
/// `WKWebView` in a representable is.
public struct WebView: View {
    let page: WebPage?

    public init(_ page: WebPage) {
        self.page = page
    }

    /// A page of its own, loading `url`.
    public init(url: URL?) {
        self.page = nil
    }

    public var body: some View {
        _FrameworkPlaceholder(Self.self, kind: "WebView")
    }
}

extension View {
    /// Whether swipes go back and forward; a still picture does not swipe.
    nonisolated public func webViewBackForwardNavigationGestures(_ visibility: Visibility) -> some View { self }
    /// Whether pinching zooms; a still picture does not pinch.
    nonisolated public func webViewMagnificationGestures(_ visibility: Visibility) -> some View { self }
    /// Whether links show previews on a long press.
    nonisolated public func webViewLinkPreviews(_ visibility: Visibility) -> some View { self }
    /// Whether the page's background shows.
    nonisolated public func webViewContentBackground(_ visibility: Visibility) -> some View { self }
}
