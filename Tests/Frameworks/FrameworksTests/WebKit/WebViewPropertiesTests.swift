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
}

@MainActor
private final class Called {
    var value = false
}
