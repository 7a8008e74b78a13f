import AuthenticationServices
import AVKit
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MessageUI
import SafariServices
import StoreKit
import SwiftUI
import Testing
import WebKit
import WidgetKit

/// What the frameworks without a Linux service report.
struct UnavailableServicesTests {
    @MainActor @Test func mailIsUnavailableButTheDraftIsKept() {
        #expect(!MFMailComposeViewController.canSendMail())
        #expect(!MFMessageComposeViewController.canSendText())
        let mail = MFMailComposeViewController()
        mail.setSubject("Hi")
        mail.setToRecipients(["a@b.c"])
        mail.setMessageBody("<b>x</b>", isHTML: true)
        mail.addAttachmentData(Data([1]), mimeType: "image/png", fileName: "a.png")
        #expect(mail._draft.subject == "Hi")
        #expect(mail._draft.toRecipients == ["a@b.c"])
        #expect(mail._draft.isHTML)
        #expect(mail._draft.attachments.count == 1)
    }

    @MainActor @Test func cameraAccessIsNeverGranted() async {
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
        #expect(await AVCaptureDevice.requestAccess(for: .video) == false)
        #expect(AVCaptureDevice.default(for: .video) == nil)
    }

    @Test("The code kinds a scanner lists are declared, as Apple names them, though no camera recognizes one")
    func scannedCodeKinds() {
        let kinds: Set<AVMetadataObject.ObjectType> = [.qr, .ean13, .ean8, .code128]
        #expect(kinds.contains(.qr) && !kinds.contains(.aztec))
        #expect(AVMetadataObject.ObjectType.ean13.rawValue == "org.gs1.EAN-13")
    }

    @MainActor @Test func playersOnlyTrackTheirRate() {
        let player = AVPlayer(url: URL(string: "https://example.com/a.mp4")!)
        player.play()
        #expect(player.rate == 1)
        #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
        player.pause()
        #expect(player.timeControlStatus == .paused)
        #expect((player.currentItem?.asset as? AVURLAsset)?.url.lastPathComponent == "a.mp4")
    }

    @MainActor @Test func webViewsRecordWhatTheyWereAskedToLoad() async {
        let webView = WKWebView(frame: .zero)
        let url = URL(string: "https://example.com")!
        #expect(webView.load(URLRequest(url: url)) != nil)
        #expect(webView.url == url)
        #expect(!webView.isLoading)
        await #expect(throws: WKError.self) { _ = try await webView.evaluateJavaScript("1+1") }
    }

    @MainActor @Test func safariControllerKeepsItsURL() {
        let url = URL(string: "https://example.com")!
        let safari = SFSafariViewController(url: url)
        #expect(safari.url == url)
        #expect(!safari.configuration.entersReaderIfAvailable)
    }

    @MainActor @Test func reviewRequestsAreCounted() {
        let before = _ReviewRequests.count
        EnvironmentValues().requestReview()
        #expect(_ReviewRequests.count == before + 1)
    }

    @MainActor @Test func widgetReloadsAreRecorded() async throws {
        WidgetCenter.shared.reloadTimelines(ofKind: "Feed")
        #expect(WidgetCenter.shared._reloadRequests.last == "Feed")
        #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
    }

    @MainActor @Test func webAuthenticationCannotPresent() {
        let box = ResultBox()
        let session = ASWebAuthenticationSession(url: URL(string: "https://example.com")!, callbackURLScheme: "app") { url, error in
            box.set((error as? ASWebAuthenticationSessionError)?.code)
        }
        #expect(!session.canStart)
        #expect(!session.start())
        #expect(box.value == .presentationContextInvalid)
    }

    final class ResultBox: @unchecked Sendable {
        private(set) var value: ASWebAuthenticationSessionError.Code?
        func set(_ value: ASWebAuthenticationSessionError.Code?) { self.value = value }
    }
}
