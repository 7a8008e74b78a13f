import Testing
import WebKit

/// Newer web view properties keep what code sets; what a page would report stays empty.
@MainActor
struct WebViewPropertiesTests {
    @Test func pagePropertiesStayEmpty() {
        let webView = WKWebView(frame: .zero)
        #expect(webView.themeColor == nil)
        #expect(webView.cameraCaptureState == .none)
        #expect(webView.microphoneCaptureState == .none)
        #expect(webView.fullscreenState == .notInFullscreen)
        #expect(webView.interactionState == nil)
        let called = Called()
        webView.setCameraCaptureState(.muted) { called.value = true }
        #expect(called.value)
        #expect(webView.cameraCaptureState == .none)
    }

    @Test func settingsAreKept() {
        let webView = WKWebView(frame: .zero)
        #expect(webView.underPageBackgroundColor === UIColor.systemBackground)
        webView.underPageBackgroundColor = .red
        #expect(webView.underPageBackgroundColor === UIColor.red)
        webView.underPageBackgroundColor = nil
        #expect(webView.underPageBackgroundColor === UIColor.systemBackground)

        webView.isInspectable = true
        webView.mediaType = "print"
        webView.pageZoom = 1.5
        webView.isFindInteractionEnabled = true
        webView.interactionState = ["scroll": 120]
        #expect(webView.isInspectable && webView.isFindInteractionEnabled)
        #expect(webView.mediaType == "print")
        #expect(webView.pageZoom == 1.5)
        #expect((webView.interactionState as? [String: Int])?["scroll"] == 120)

        let preferences = WKWebpagePreferences()
        #expect(preferences.allowsContentJavaScript)
        #expect(!preferences.isLockdownModeEnabled)
        preferences.allowsContentJavaScript = false
        #expect(!preferences.allowsContentJavaScript)
    }

    @Test func webPreferencesStartAsWebKitDocumentsThemAndKeepWhatIsSet() {
        let preferences = WKWebViewConfiguration().preferences
        #expect(!preferences.isElementFullscreenEnabled)
        #expect(preferences.inactiveSchedulingPolicy == .suspend)

        preferences.isElementFullscreenEnabled = true
        preferences.inactiveSchedulingPolicy = .throttle

        #expect(preferences.isElementFullscreenEnabled)
        #expect(preferences.inactiveSchedulingPolicy == .throttle)
    }

    @Test func preferencesSetByKeyAreKept() {
        let preferences = WKPreferences()
        #expect(preferences.value(forKey: "developerExtrasEnabled") == nil)

        preferences.setValue(true, forKey: "developerExtrasEnabled")

        #expect(preferences.value(forKey: "developerExtrasEnabled") as? Bool == true)
    }
}

@MainActor
private final class Called {
    var value = false
}

/// iOS 14–26's web view API: what a page would make fails as `evaluateJavaScript` does,
/// settings are kept, and iOS 26's obscured insets are read back.
@MainActor
struct WebViewContentTests {
    @Test func obscuredInsetsAndViewportInsetsAreKept() {
        let webView = WKWebView(frame: .zero)
        webView.obscuredContentInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        #expect(webView.obscuredContentInsets.top == 44)
        webView.setMinimumViewportInset(.zero, maximumViewportInset: UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(webView.maximumViewportInset.top == 10)
        #expect(webView.backForwardList.backList.isEmpty)
        #expect(!webView.isWritingToolsActive)
    }

    @Test func newerLoadsRecordTheirURL() {
        let webView = WKWebView(frame: .zero)
        let url = URL(string: "https://example.com/page")!
        webView.loadSimulatedRequest(URLRequest(url: url), responseHTML: "<p>Hi</p>")
        #expect(webView.url == url)
        let file = URL(fileURLWithPath: "/tmp/page.html")
        webView.loadFileRequest(URLRequest(url: file), allowingReadAccessTo: file.deletingLastPathComponent())
        #expect(webView.url == file)
    }

    @Test func pageContentFailsAsThereIsNoPage() async {
        let webView = WKWebView(frame: .zero)
        await #expect(throws: WKError.self) { try await webView.callAsyncJavaScript("return 1", contentWorld: .page) }
        await #expect(throws: WKError.self) { try await webView.takeSnapshot(configuration: nil) }
        await #expect(throws: WKError.self) { try await webView.pdf() }
        let found = await webView.find("needle")
        #expect(!found.matchFound)
        let called = Called()
        webView.evaluateJavaScript("1", in: nil, in: .defaultClient) { result in
            if case .failure = result { called.value = true }
        }
        #expect(called.value)
        #expect(WKContentWorld.world(name: "app").name == "app")
    }
}
